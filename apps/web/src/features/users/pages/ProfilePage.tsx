import type { PublicUser } from '@arya/core/contract';
import { sameAlias } from '@arya/core/rules';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { profilePath } from '../../posts/post-links.ts';
import { ContentNotFound } from '../../posts/components/ContentNotFound.tsx';
import { FeedError } from '../../posts/components/FeedError.tsx';
import { PostList, PostListLoading } from '../../posts/components/PostList.tsx';
import { ProfileHeader } from '../../posts/components/ProfileHeader.tsx';
import { ProfileHeaderSkeleton } from '../../posts/components/ProfileHeaderSkeleton.tsx';
import { VisitorInvite } from '../../posts/components/VisitorInvite.tsx';
import { isNotFound } from '../../posts/is-not-found.ts';
import { RelationNotice } from '../../relations/RelationNotice.tsx';
import { listsPostsOf, useUserByAlias, userPostsQuery, useUserPosts } from '../../posts/queries.ts';
import { StreamedPart } from '../../../lib/streamed-part.tsx';
import { useSession } from '../../session/session-context.ts';
import { trackRecordQuery } from '../../track-record/queries.ts';
import { TrackRecordSection } from '../../track-record/TrackRecordSection.tsx';

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

/** An address the member no longer uses (found as a former alias) is replaced by the current one. */
function useCurrentAddress(alias: string, member: PublicUser | undefined) {
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const moved = member !== undefined && !sameAlias(alias, member.Alias) && alias !== member.SystemAlias && alias !== member._id;
  useEffect(() => {
    if (moved) void navigate(to(profilePath(member.Alias)), { replace: true });
  }, [moved, member, navigate, to]);
}

function Profile({ alias }: { alias: string }) {
  const { t } = useTranslation('posts');
  const member = useUserByAlias(alias);
  useCurrentAddress(alias, member.data);
  // A private profile shows visitors its name and picture only: its posts are not asked for.
  const nameAndPictureOnly = member.data !== undefined && member.data.PostsCount === null;
  // A member one blocks: their posts are not shown (the server answers none either).
  const blocking = member.data?.Blocking === true;
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
      {member.data && <RelationNotice member={member.data} />}
      {blocking ? null : nameAndPictureOnly ? (
        <div data-testid="private-profile" className="rounded-2xl border border-slate-200 bg-white px-5 py-8 text-center">
          <p className="font-semibold text-slate-900">{t('people:profile.private_title')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('people:profile.private_message')}</p>
        </div>
      ) : (
        !member.isError && (
          // Below the fold: a member's page streams them after the profile (lib/streamed-part.tsx),
          // the track record (issue 28) above the posts.
          <StreamedPart
            name={`posts:${alias}`}
            load={async (client) => {
              await Promise.all([client.prefetchInfiniteQuery(userPostsQuery(alias)), member.data ? client.prefetchQuery(trackRecordQuery(member.data._id, 'all')) : undefined]);
            }}
            fallback={<PostListLoading />}
          >
            {member.data && <TrackRecordSection userId={member.data._id} />}
            <ProfilePosts alias={alias} member={member.data} />
          </StreamedPart>
        )
      )}
    </>
  );
}

function ProfilePosts({ alias, member }: { alias: string; member: PublicUser | undefined }) {
  const { t } = useTranslation('posts');
  // Asked for beside the profile; not once it says they are not listed.
  const posts = useUserPosts(alias, member === undefined || listsPostsOf(member));
  return <PostList feed={posts} empty={t('profile.no_posts')} />;
}
