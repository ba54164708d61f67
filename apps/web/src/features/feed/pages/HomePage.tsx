import { formatDay, hasActiveSubscription, isInTrial, trialDaysLeft } from '@arya/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { ComposerPrompt } from '../../posts/components/ComposerPrompt.tsx';
import { PostList } from '../../posts/components/PostList.tsx';
import { useHomeFeed } from '../../posts/queries.ts';
import { useCurrentUser } from '../../session/session-context.ts';

/** The home feed: everyone's posts, newest first, loaded page after page while scrolling. */
export default function HomePage() {
  const { t } = useTranslation('pages');
  const user = useCurrentUser();
  const language = useLanguage();
  const feed = useHomeFeed();
  const subscribed = hasActiveSubscription(user);
  return (
    <>
      <PageHeading title={t('home.title')} description={t('home.greeting', { name: user.displayName })} />
      <p data-testid="plan-status" className="-mt-3 mb-5 text-sm text-slate-500">
        {subscribed && user.activeSubscriptionUntil
          ? t('home.subscribed', { plan: user.activeSubscriptionName, date: formatDay(user.activeSubscriptionUntil, language) })
          : isInTrial(user)
            ? t('home.trial', { count: trialDaysLeft(user) })
            : t('home.free')}
      </p>
      <ComposerPrompt />
      <PostList feed={feed} empty={t('posts:feed.empty')} />
    </>
  );
}
