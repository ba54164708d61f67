import { routePath } from '@arya/core/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Card } from '../../../components/PageHeading.tsx';
import { openConsentSettings } from '../../consent/open-consent-settings.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/** The cookie choice (opens the consent settings, as the footer does) and the privacy policy. */
export function CookiesSection() {
  const { t } = useTranslation('privacy');
  const language = useLanguage();
  const headingId = useId();
  return (
    <Card className="min-w-0">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Icon name="shield" className="size-5 shrink-0 text-slate-500" />
          {t('cookies.title')}
        </h2>
        <div className="mt-1 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">{t('cookies.description')}</p>
          <Button color="gray" outline className="shrink-0 self-start sm:self-center" onClick={openConsentSettings}>
            {t('cookies.manage')}
          </Button>
        </div>
        <p className="mt-4 text-sm text-slate-600">
          {t('policy.text')}{' '}
          <Link to={routePath('legalPrivacy', language)} className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
            {t('policy.link')}
          </Link>
        </p>
      </section>
    </Card>
  );
}
