import { formatCount, formatEuros } from '@arya/core';
import { useTranslation } from 'react-i18next';
import { Card, PageHeading } from '../../../components/PageHeading.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { PREMIUM_COINS, PREMIUM_OFFERS } from '../premium-offers.ts';

export default function PremiumPage() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  return (
    <>
      <PageHeading title={t('premium.title')} description={t('premium.description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        {PREMIUM_OFFERS.map((offer) => (
          <Card key={offer.id} className={offer.highlighted ? 'border-indigo-500 ring-2 ring-indigo-100' : ''}>
            <h2 className="text-lg font-semibold text-slate-900">{t(`premium.offers.${offer.id}.name`)}</h2>
            <p className="mt-2 text-3xl font-extrabold text-slate-900">
              {t('premium.pricePerWeek', { price: formatEuros(offer.pricePerWeekEuros, language) })}
            </p>
            <p className="text-sm text-slate-600">{t(`premium.offers.${offer.id}.billing`)}</p>
            {offer.savingPercent && <p className="mt-3 inline-block rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">{t('premium.saving', { percent: offer.savingPercent })}</p>}
          </Card>
        ))}
      </div>
      <Card className="mt-4">
        <h2 className="mb-2 font-semibold text-slate-900">{t('premium.includes')}</h2>
        <ul className="list-inside list-disc space-y-1 text-slate-700">
          <li>{t('premium.benefits.news')}</li>
          <li>{t('premium.benefits.coins', { coins: formatCount(PREMIUM_COINS, language) })}</li>
          <li>{t('premium.benefits.crypto', { percent: 20 })}</li>
        </ul>
      </Card>
    </>
  );
}
