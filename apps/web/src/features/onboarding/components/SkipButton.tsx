import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/FormError.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { LINK_BUTTON } from '../link-button.ts';
import { useSkipOnboarding } from '../onboarding-queries.ts';

/** "Skip for now": records the skip and goes to the feed; a failure is said and the page stays. */
export function SkipButton() {
  const { t } = useTranslation('onboarding');
  const skip = useSkipOnboarding();
  return (
    <div className="flex flex-col gap-2">
      <FormError message={skip.isError ? errorMessage(t, skip.error) : null} />
      <button type="button" className={`${LINK_BUTTON} self-center`} disabled={skip.isPending} aria-busy={skip.isPending || undefined} onClick={() => skip.mutate()}>
        {skip.isPending && <Spinner size="tiny" className="text-current" />}
        {t('skip')}
      </button>
    </div>
  );
}
