import { referralLink } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { useCurrentUser } from '../../session/session-context.ts';
import { usePublicConfig } from '../../system/config-queries.ts';
import { ReferralCoinsCard } from '../components/ReferralCoinsCard.tsx';
import { ReferralHowItWorks } from '../components/ReferralHowItWorks.tsx';
import { ReferralLinkCard } from '../components/ReferralLinkCard.tsx';
import { ReferralList } from '../components/ReferralList.tsx';
import { useMyReferrals } from '../queries.ts';

/** `/my-account/referer-a-friend`: the member's link, the coins their referrals earned, how it works, whom they referred. */
export default function ReferralPage() {
  const { t } = useTranslation('referral');
  const user = useCurrentUser();
  const language = useLanguage();
  const config = usePublicConfig();
  const referrals = useMyReferrals(user.uid);
  const first = referrals.data?.pages[0];
  return (
    <>
      <PageHeading title={t('title')} description={t('description')} />
      <div className="flex min-w-0 flex-col gap-4">
        {/* The code is the member's system alias: the link shows at once, before the list arrives. */}
        <ReferralLinkCard link={referralLink(config.publicUrl, language, first?.code ?? user.systemAlias)} />
        {referrals.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : referrals.isError || !referrals.data ? (
          <LoadError title={t('list.loadError')} retryLabel={t('list.retry')} error={referrals.error} onRetry={() => void referrals.refetch()} retrying={referrals.isRefetching} />
        ) : (
          <>
            <ReferralCoinsCard coinsEarned={first?.coinsEarned ?? 0} />
            <ReferralList data={referrals.data} loadingMore={referrals.isFetchingNextPage} onLoadMore={() => void referrals.fetchNextPage()} />
          </>
        )}
        <ReferralHowItWorks />
      </div>
    </>
  );
}
