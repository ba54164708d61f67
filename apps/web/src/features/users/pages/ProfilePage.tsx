import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ContentNotFound } from '../../posts/components/ContentNotFound.tsx';
import { FeedError } from '../../posts/components/FeedError.tsx';
import { PostList } from '../../posts/components/PostList.tsx';
import { ProfileHeader } from '../../posts/components/ProfileHeader.tsx';
import { ProfileHeaderSkeleton } from '../../posts/components/ProfileHeaderSkeleton.tsx';
import { VisitorInvite } from '../../posts/components/VisitorInvite.tsx';
import { isNotFound } from '../../posts/is-not-found.ts';
import { useUserByAlias, useUserPosts } from '../../posts/queries.ts';
import { useSession } from '../../session/session-context.ts';

/** `/u/:userAlias`: a member's public profile and posts; without an alias, the signed-in member's own. */
export default function ProfilePage() {
  const { t } = useTranslation('posts');
  const { userAlias } = useParams();
  const { user } = useSession();
  const alias = userAlias ?? (user ? (user.alias ?? user.systemAlias) : null);
  return (
    <>
      {!user && <VisitorInvite />}
      {alias ? <Profile key={alias} alias={alias} /> : <ContentNotFound title={t('profile.not_found_title')} message={t('profile.not_found_message')} />}
    </>
  );
}

function Profile({ alias }: { alias: string }) {
  const { t } = useTranslation('posts');
  const member = useUserByAlias(alias);
  const posts = useUserPosts(alias);
  if (member.isError && isNotFound(member.error)) {
    return <ContentNotFound title={t('profile.not_found_title')} message={t('profile.not_found_message')} />;
  }
  return (
    <>
      {member.data ? (
        <ProfileHeader user={member.data} />
      ) : member.isError ? (
        <div className="mb-6">
          <FeedError error={member.error} onRetry={() => void member.refetch()} retrying={member.isFetching} />
        </div>
      ) : (
        <ProfileHeaderSkeleton />
      )}
      {!member.isError && <PostList feed={posts} empty={t('profile.no_posts')} />}
    </>
  );
}
