import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Card } from '../../../components/PageHeading.tsx';
import { copyText } from '../../../lib/copy-text.ts';
import { toast } from '../../../lib/toast.ts';

/** The member's referral link in a read-only field, and a button that copies it (spec 1 §8: "referral link copied"). */
export function ReferralLinkCard({ link }: { link: string }) {
  const { t } = useTranslation('referral');
  const id = useId();
  const copy = () =>
    copyText(link).then(
      () => toast.success(t('link.copied')),
      () => toast.error(t('link.copyFailed')),
    );
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('link.title')}</h2>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t('link.hint')}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium text-slate-700">
            {t('link.label')}
          </label>
          <input
            id={id}
            type="text"
            readOnly
            value={link}
            aria-describedby={`${id}-hint`}
            onFocus={(event) => event.currentTarget.select()}
            className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900 outline-none focus:border-indigo-500 focus:ring-2 focus:ring-indigo-100"
          />
        </div>
        <Button size="large" className="h-11 w-full sm:w-auto" onClick={() => void copy()}>
          <Icon name="link" className="size-5" />
          {t('link.copy')}
        </Button>
      </div>
    </Card>
  );
}
