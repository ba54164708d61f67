import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { CoinsSection } from '../components/CoinsSection.tsx';
import { RestrictionSection } from '../components/RestrictionSection.tsx';
import { FailedJobs } from '../components/FailedJobs.tsx';
import { LicencesSection } from '../components/LicencesSection.tsx';
import { MemberLookupForm } from '../components/MemberLookupForm.tsx';
import { MemberSummary } from '../components/MemberSummary.tsx';
import { StaffHistory } from '../components/StaffHistory.tsx';
import { SubscriptionsSection } from '../components/SubscriptionsSection.tsx';
import { TranslationQueue } from '../components/TranslationQueue.tsx';
import { useStaffMember } from '../queries.ts';

/** The member shown is in the address (`?member=<id>`), so a reload or a shared link keeps them. */
const MEMBER_PARAM = 'member';

/** `/my-account/staff` (staff only, see the route table): find a member, then grant or revoke for them. */
export default function StaffPage() {
  const { t } = useTranslation('staff');
  const [search, setSearch] = useSearchParams();
  const memberId = search.get(MEMBER_PARAM);
  const member = useStaffMember(memberId);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusWhenShown = useRef(false);

  // After a search, focus goes to the member found (keyboard and screen-reader users land there).
  useEffect(() => {
    if (member.data && focusWhenShown.current) {
      focusWhenShown.current = false;
      heading.current?.focus();
    }
  }, [member.data]);

  return (
    <>
      <PageHeading title={t('title')} description={t('description')} />
      <div className="flex min-w-0 flex-col gap-4">
        <MemberLookupForm
          onFound={(id) => {
            focusWhenShown.current = true;
            if (id === memberId) heading.current?.focus();
            setSearch({ [MEMBER_PARAM]: id });
          }}
        />
        {memberId &&
          (member.isPending ? (
            <div className="flex justify-center py-8">
              <Spinner />
            </div>
          ) : member.isError ? (
            <LoadError title={t('member.loadError')} retryLabel={t('member.retry')} error={member.error} onRetry={() => void member.refetch()} retrying={member.isRefetching} />
          ) : (
            <>
              <MemberSummary ref={heading} member={member.data} />
              <SubscriptionsSection member={member.data} />
              <LicencesSection member={member.data} />
              <CoinsSection member={member.data} />
              <RestrictionSection member={member.data} />
              <StaffHistory memberId={member.data.id} />
            </>
          ))}
        <FailedJobs />
        <TranslationQueue />
      </div>
    </>
  );
}
