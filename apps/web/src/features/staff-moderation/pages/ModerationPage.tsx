import { APPEAL_STATUSES, MODERATION_CASE_STATUSES, type AppealStatus } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Card, PageHeading } from '../../../components/PageHeading.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { AppealsList } from '../components/AppealsList.tsx';
import { CaseDetail } from '../components/CaseDetail.tsx';
import { CaseList } from '../components/CaseList.tsx';
import { PANEL_ID, QueueTabs, tabId, type QueueTab } from '../components/QueueTabs.tsx';
import { useModerationQueueSize, type CaseStatus } from '../queries.ts';

/** `/my-account/moderation` (staff only): the queue, reports and appeals; `/my-account/moderation/:caseId`: one case. */
export default function ModerationPage() {
  const { caseId } = useParams();
  return caseId ? <CaseDetail key={caseId} caseId={caseId} /> : <ModerationQueue />;
}

/** The tab and the status are in the address (`?tab=appeals&status=upheld`), so a reload or going back keeps them. */
function ModerationQueue() {
  const { t } = useTranslation('staffModeration');
  const [search, setSearch] = useSearchParams();
  const tab: QueueTab = search.get('tab') === 'appeals' ? 'appeals' : 'cases';
  const statuses: readonly string[] = tab === 'cases' ? MODERATION_CASE_STATUSES : APPEAL_STATUSES;
  const asked = search.get('status');
  const status = asked && statuses.includes(asked) ? asked : (statuses[0] as string);
  const size = useModerationQueueSize(true);
  return (
    <>
      <PageHeading title={t('title')} description={t('description')} />
      <Card className="min-w-0">
        <QueueTabs current={tab} onChange={(next) => setSearch(next === 'cases' ? {} : { tab: next }, { replace: true })} counts={size.data} />
        <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(tab)} className="mt-4 flex flex-col gap-4">
          <SelectField
            label={t('status')}
            className="sm:max-w-64"
            value={status}
            options={statuses.map((value) => ({ value, label: t(`${tab === 'cases' ? 'caseStatus' : 'appealStatus'}.${value}`) }))}
            onChange={(event) => setSearch({ ...(tab === 'appeals' ? { tab } : {}), status: event.target.value }, { replace: true })}
          />
          <div>{tab === 'cases' ? <CaseList status={status as CaseStatus} /> : <AppealsList status={status as AppealStatus} />}</div>
        </div>
      </Card>
    </>
  );
}
