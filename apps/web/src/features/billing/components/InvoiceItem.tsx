import { invoicePdfPath, type Invoice } from '@arya/core/contract';
import { formatDay } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatCents } from '../money.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** One invoice: its number, date, amount and status, and its PDF (a plain link: the session cookie opens it). */
export function InvoiceItem({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between" data-testid="invoice">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-all text-slate-900">{invoice.number}</h3>
          <StatusBadge status={invoice.status} />
        </div>
        <p className="mt-1 text-sm text-slate-700">
          {t(`plans.${invoice.plan}.name`)} · {formatCents(invoice.amountCents, language)}
        </p>
        <p className="text-sm text-slate-600">{t('orders.invoices.issued', { date: formatDay(invoice.issuedAt, language) })}</p>
      </div>
      <a
        href={invoicePdfPath(invoice.id)}
        download={`${invoice.number}.pdf`}
        aria-label={t('orders.invoices.downloadLabel', { number: invoice.number })}
        className={`${buttonClasses({ color: 'gray', outline: true, size: 'small' })} self-start sm:self-center`}
      >
        <Icon name="receipt" className="size-4" />
        {t('orders.invoices.download')}
      </a>
    </li>
  );
}
