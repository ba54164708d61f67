import { formatCount } from '@arya/core/rules';
import { useCallback, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/PageHeading.tsx';
import { Redirect } from '../../../lib/server-render.tsx';
import { useLanguage, useLocalizedPath } from '../../i18n/use-language.ts';
import { useCurrentUser } from '../../session/session-context.ts';
import { QuestionsStep } from '../components/QuestionsStep.tsx';
import { ResultStep } from '../components/ResultStep.tsx';
import { WelcomeStep } from '../components/WelcomeStep.tsx';
import { WheelStep } from '../components/WheelStep.tsx';
import { onboardingReducer, startOnboarding, type OnboardingState } from '../onboarding-steps.ts';
import { useFocusOnChange } from '../use-focus-on-change.ts';

/**
 * Spec 1 §2 "Onboarding": welcome, questions, the wheel, then the coins. Where it starts is decided
 * once, on arrival: what the member state says later never throws the member out mid-flow.
 */
export default function OnBoardingPage() {
  const { t } = useTranslation('onboarding');
  usePageTitle(t('pageTitle'));
  const user = useCurrentUser();
  const to = useLocalizedPath();
  const [start] = useState(() => startOnboarding(user));
  if (start === 'feed') return <Redirect to={to('/')} />;
  return <OnboardingFlow start={start} />;
}

function OnboardingFlow({ start }: { start: OnboardingState }) {
  const { t } = useTranslation('onboarding');
  const language = useLanguage();
  const [state, dispatch] = useReducer(onboardingReducer, start);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(headingRef, state.step);

  const onSpun = useCallback(
    (coins: number) => {
      setAnnouncement(t('result.announce', { count: coins, formatted: formatCount(coins, language) }));
      dispatch({ type: 'spun', coins });
    },
    [t, language],
  );

  return (
    <div className="mx-auto w-full max-w-[36rem] px-3 py-8 sm:px-6 sm:py-12">
      <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-lg shadow-slate-200/60 sm:p-10">
        {state.step === 'welcome' && <WelcomeStep headingRef={headingRef} onStart={() => dispatch({ type: 'start' })} />}
        {state.step === 'questions' && <QuestionsStep headingRef={headingRef} onAnswered={() => dispatch({ type: 'answered' })} />}
        {state.step === 'wheel' && <WheelStep headingRef={headingRef} onSpun={onSpun} />}
        {state.step === 'result' && <ResultStep headingRef={headingRef} prize={state.prize ?? 0} />}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
