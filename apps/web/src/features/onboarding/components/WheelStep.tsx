import type { WheelSpin } from '@arya/core/contract';
import { formatCount, ONBOARDING_COINS_MAX, wheelStopAngle } from '@arya/core/rules';
import { useCallback, useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useSpinWheel } from '../onboarding-queries.ts';
import { prefersReducedMotion } from '../reduced-motion.ts';
import { StepFrame } from './StepFrame.tsx';
import { Wheel, WHEEL_TURN_MS } from './Wheel.tsx';

/** Past this, a turn whose end the browser did not report (a hidden tab) counts as ended. */
const TURN_GRACE_MS = 1000;

/** Spin the wheel: the server draws the prize, the wheel turns to it, then the result step shows it. */
export function WheelStep({ headingRef, onSpun }: { headingRef: Ref<HTMLHeadingElement>; onSpun: (coins: number) => void }) {
  const { t } = useTranslation('onboarding');
  const coins = formatCount(ONBOARDING_COINS_MAX, useLanguage());
  const spin = useSpinWheel();
  const [outcome, setOutcome] = useState<{ spin: WheelSpin; animate: boolean } | null>(null);
  const ended = useRef(false);

  const end = useCallback(() => {
    if (!outcome || ended.current) return;
    ended.current = true;
    onSpun(outcome.spin.coins);
  }, [outcome, onSpun]);

  useEffect(() => {
    if (!outcome) return;
    if (!outcome.animate) {
      end();
      return;
    }
    const timer = window.setTimeout(end, WHEEL_TURN_MS + TURN_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, end]);

  const turning = spin.isPending || outcome !== null;
  return (
    <StepFrame step="wheel" title={t('wheel.title')} headingRef={headingRef} intro={<p>{t('wheel.intro', { coins })}</p>}>
      <Wheel rotation={outcome ? wheelStopAngle(outcome.spin.segment) : 0} animate={outcome?.animate ?? false} onTurned={end} />
      <div className="flex flex-col gap-3">
        <FormError message={spin.isError ? errorMessage(t, spin.error) : null} />
        <Button
          size="large"
          color="yellow"
          loading={turning}
          className="w-full"
          onClick={() => spin.mutate(undefined, { onSuccess: (answer) => setOutcome({ spin: answer, animate: !prefersReducedMotion() }) })}
        >
          {turning ? t('wheel.spinning') : t('wheel.spin')}
        </Button>
      </div>
    </StepFrame>
  );
}
