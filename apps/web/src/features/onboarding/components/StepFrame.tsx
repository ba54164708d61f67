import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { stepProgress, type OnboardingStep } from '../onboarding-steps.ts';

interface StepFrameProps {
  step: OnboardingStep;
  title: string;
  /** The step's h1: it takes the focus when the step changes. */
  headingRef: Ref<HTMLHeadingElement>;
  intro?: ReactNode;
  children: ReactNode;
}

/** One step of the onboarding: where it stands (step x of 3), its heading, its introduction. */
export function StepFrame({ step, title, headingRef, intro, children }: StepFrameProps) {
  const { t } = useTranslation('onboarding');
  const progress = stepProgress(step);
  const progressId = useId();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        {progress && (
          <div aria-hidden="true" className="flex gap-1.5">
            {Array.from({ length: progress.total }, (_, index) => (
              <span key={index} className={`h-1.5 flex-1 rounded-full ${index < progress.current ? 'bg-indigo-600' : 'bg-slate-200'}`} />
            ))}
          </div>
        )}
        {progress && (
          <p id={progressId} className="text-sm font-semibold text-indigo-700">
            {t('progress', { current: progress.current, total: progress.total })}
          </p>
        )}
        {/* The step count is read as the heading's description, as the focus lands on it. */}
        <h1
          ref={headingRef}
          tabIndex={-1}
          aria-describedby={progress ? progressId : undefined}
          className="-mt-2 text-2xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-3xl"
        >
          {title}
        </h1>
        {intro && <div className="text-base text-pretty text-slate-600">{intro}</div>}
      </div>
      {children}
    </div>
  );
}
