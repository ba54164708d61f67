import { formatCount, ONBOARDING_COINS_MAX } from '@arya/core/rules';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Icon, type IconName } from '../../../components/Icon.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { SkipButton } from './SkipButton.tsx';
import { StepFrame } from './StepFrame.tsx';

const WHAT_COMES: { key: 'questions' | 'wheel' | 'coins'; icon: IconName }[] = [
  { key: 'questions', icon: 'pencil' },
  { key: 'wheel', icon: 'star' },
  { key: 'coins', icon: 'gift' },
];

/** The welcome: what the onboarding gives, start or skip. */
export function WelcomeStep({ headingRef, onStart }: { headingRef: Ref<HTMLHeadingElement>; onStart: () => void }) {
  const { t } = useTranslation('onboarding');
  const coins = formatCount(ONBOARDING_COINS_MAX, useLanguage());
  return (
    <StepFrame step="welcome" title={t('welcome.title')} headingRef={headingRef} intro={<p>{t('welcome.intro', { coins })}</p>}>
      <ol className="flex flex-col gap-3">
        {WHAT_COMES.map(({ key, icon }) => (
          <li key={key} className="flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm font-medium text-slate-800">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
              <Icon name={icon} />
            </span>
            {t(`welcome.steps.${key}`, { coins })}
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-3">
        <Button size="large" onClick={onStart} className="w-full">
          {t('welcome.start')}
        </Button>
        <SkipButton />
      </div>
    </StepFrame>
  );
}
