import { FOLLOW_SUGGESTIONS_BELOW, formatDay, hasActiveSubscription, isInTrial, PREMIUM_PAGE_SLUG, trialDaysLeft } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { useLanguage, useLocalizedPath } from '../../i18n/use-language.ts';
import { ComposerPrompt } from '../../posts/components/ComposerPrompt.tsx';
import { PostList } from '../../posts/components/PostList.tsx';
import { homeFeedOf, useHomeFeed } from '../../posts/queries.ts';
import { HomeFeedTabs } from '../../people/components/HomeFeedTabs.tsx';
import { WhoToFollow } from '../../people/components/WhoToFollow.tsx';
import { useCurrentUser } from '../../session/session-context.ts';

const PLAN_LINK = 'rounded font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * The home feed: everyone's posts, or those of the members one follows, newest first, loaded page
 * after page while scrolling; members who follow few people are offered some to follow.
 */
export default function HomePage() {
  const { t } = useTranslation('pages');
  const user = useCurrentUser();
  const language = useLanguage();
  const to = useLocalizedPath();
  const [search] = useSearchParams();
  const current = homeFeedOf(search);
  const feed = useHomeFeed(current);
  // They come with the first page; whom the member follows meanwhile stays listed, shown as followed.
  const suggestions = user.followingUsers.length < FOLLOW_SUGGESTIONS_BELOW ? (feed.data?.pages[0]?.userSuggestions ?? []) : [];
  const subscribed = hasActiveSubscription(user);
  return (
    <>
      <PageHeading title={t('home.title')} description={t('home.greeting', { name: user.displayName })} />
      <p data-testid="plan-status" className="-mt-3 mb-5 text-sm text-slate-600">
        {subscribed && user.activeSubscriptionUntil ? (
          t('home.subscribed', { plan: user.activeSubscriptionName, date: formatDay(user.activeSubscriptionUntil, language) })
        ) : isInTrial(user) ? (
          // What the trial covers (news) and what it does not (the coaches' ideas), with the way to each.
          <>
            {t('home.trial', { count: trialDaysLeft(user) })} {t('home.trialCovers')}{' '}
            <Link to={to('/ideas?type=news')} className={PLAN_LINK}>
              {t('home.trialNews')}
            </Link>
            {' · '}
            <Link to={to(`/my-account/${PREMIUM_PAGE_SLUG}`)} className={PLAN_LINK}>
              {t('home.trialCoaches')}
            </Link>
          </>
        ) : (
          <>
            {t('home.free')}{' '}
            <Link to={to(`/my-account/${PREMIUM_PAGE_SLUG}`)} className={PLAN_LINK}>
              {t('home.freeLink')}
            </Link>
          </>
        )}
      </p>
      <ComposerPrompt />
      <HomeFeedTabs current={current} />
      <WhoToFollow suggestions={suggestions} />
      <PostList key={current} feed={feed} empty={current === 'following' ? t('people:home.following_empty') : t('posts:feed.empty')} />
    </>
  );
}
