import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { tabKeyTarget } from '../../../components/menu-keys.ts';

export const QUEUE_TABS = ['cases', 'appeals'] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];

export const tabId = (tab: QueueTab) => `moderation-tab-${tab}`;
export const PANEL_ID = 'moderation-panel';

/** The queue's two tabs (reports, appeals): arrows, Home and End move between them, as in the follows dialog. */
export function QueueTabs({ current, onChange, counts }: { current: QueueTab; onChange: (tab: QueueTab) => void; counts?: Partial<Record<QueueTab, number>> }) {
  const { t } = useTranslation('staffModeration');
  return (
    <div role="tablist" aria-label={t('tabs.label')} className="flex gap-1 border-b border-slate-200">
      {QUEUE_TABS.map((tab, index) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={current === tab}
          aria-controls={PANEL_ID}
          tabIndex={current === tab ? 0 : -1}
          onClick={() => onChange(tab)}
          onKeyDown={(event) => {
            const target = tabKeyTarget(event.key, index, QUEUE_TABS.length);
            if (target === null) return;
            event.preventDefault();
            const next = QUEUE_TABS[target] as QueueTab;
            onChange(next);
            document.getElementById(tabId(next))?.focus();
          }}
          className={clsx(
            '-mb-px flex min-h-11 items-center gap-2 border-b-2 px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
            current === tab ? 'border-indigo-600 text-indigo-700' : 'border-transparent text-slate-600 hover:text-slate-900',
          )}
        >
          {t(`tabs.${tab}`)}
          {counts?.[tab] ? (
            <span aria-hidden="true" className="rounded-full bg-slate-100 px-2 text-xs leading-5 font-semibold text-slate-700 tabular-nums">
              {counts[tab]}
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
