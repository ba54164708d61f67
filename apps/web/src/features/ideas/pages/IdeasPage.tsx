import { useTranslation } from 'react-i18next';
import { useModals } from '../../../app/modals/modal-context.ts';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { PostList } from '../../posts/components/PostList.tsx';
import { useCurrentUser } from '../../session/session-context.ts';
import { PremiumUpsell } from '../cards/PremiumUpsell.tsx';
import { IdeasEmpty } from '../page/IdeasEmpty.tsx';
import { IdeasFilterBar } from '../page/IdeasFilterBar.tsx';
import { mayOpenIdeas } from '../page/ideas-access.ts';
import { searchWithFilters } from '../page/ideas-filters.ts';
import { isIdeasLocked } from '../page/ideas-locked.ts';
import { useIdeasFilters } from '../page/use-ideas-filters.ts';
import { useMarkNewsFetchedOnce } from '../page/use-mark-news-fetched.ts';
import { useIdeasFeed } from '../queries.ts';

/**
 * /ideas (members): members' ideas, analyses and updates and the team's internal news, newest
 * first, filtered from the address. Without an active trial or subscription, the premium upsell.
 */
export default function IdeasPage() {
  const { t } = useTranslation('ideas');
  const user = useCurrentUser();
  const allowed = mayOpenIdeas(user);
  const [filters, setFilters] = useIdeasFilters();
  const feed = useIdeasFeed(filters, allowed);
  const locked = !allowed || isIdeasLocked(feed.error);
  useMarkNewsFetchedOnce(allowed && feed.isSuccess);
  const modals = useModals();
  return (
    <>
      {/* The header's create menu is for wider screens: here the writer is at hand at every width. */}
      {/* A member who cannot open the page is not offered to write on it. */}
      <PageHeading title={t('page.title')} description={t('page.description')}>
        {!locked && (
          <Button onClick={() => modals.open({ kind: 'idea' })}>
            <Icon name="chart" /> {t('page.write')}
          </Button>
        )}
      </PageHeading>
      {locked ? (
        <PremiumUpsell kind="ideasPage" className="rounded-2xl border border-slate-200 bg-white px-4 py-8" />
      ) : (
        <>
          <IdeasFilterBar filters={filters} onChange={setFilters} />
          <PostList key={searchWithFilters(new URLSearchParams(), filters).toString()} feed={feed} empty={<IdeasEmpty filters={filters} />} />
        </>
      )}
    </>
  );
}
