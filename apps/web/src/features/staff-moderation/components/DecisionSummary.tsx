import type { StaffDecision } from '@arya/core/contract';
import { formatDay } from '@arya/core/rules';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { decisionEnd } from '../labels.ts';

/** A decision as staff read it: the action and its end, who took it and when, the rule, the law and the statement. */
export function DecisionSummary({ decision, className }: { decision: StaffDecision; className?: string }) {
  const { t } = useTranslation('staffModeration');
  const language = useLanguage();
  const end = decisionEnd(t, decision, language);
  const date = formatDay(decision.createdAt, language);
  return (
    <div className={clsx('flex flex-col gap-2 text-sm text-slate-700', className)}>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{t(`taken.${decision.action}`)}</span>
        {end && <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset">{end}</span>}
        {decision.overruledAt && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200 ring-inset">{t('case.history.overruled')}</span>}
      </p>
      <p className="text-slate-600">{decision.moderator ? t('case.decision.by', { name: decision.moderator.name, date }) : t('case.decision.byUnknown', { date })}</p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-600">{t('case.decision.reason')}</dt>
        <dd>{t(`reasons.${decision.reason}`)}</dd>
        {decision.law && (
          <>
            <dt className="font-medium text-slate-600">{t('case.decision.law')}</dt>
            <dd className="break-words">{decision.law}</dd>
          </>
        )}
        <dt className="font-medium text-slate-600">{t('case.decision.statement')}</dt>
        <dd className="break-words whitespace-pre-line">{decision.statement}</dd>
      </dl>
    </div>
  );
}
