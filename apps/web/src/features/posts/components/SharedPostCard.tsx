import type { SharedPost } from '@arya/core/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { profilePath, profilePictureUrl } from '../post-links.ts';
import { ImageGrid } from './ImageGrid.tsx';
import { PostDate } from './PostDate.tsx';
import { PostText } from './PostText.tsx';

/** The original a share carries (spec 2 §3 "Shared post copy"), framed inside the share; gone once its author deleted it. */
export function SharedPostCard({ shared }: { shared: SharedPost }) {
  const { t } = useTranslation('posts');
  const to = useLocalizedPath();
  const { Author: author } = shared;
  if (shared.IsDeleted) {
    return (
      <p data-testid="shared-post" className="rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">
        {t('share.unavailable')}
      </p>
    );
  }
  return (
    <div data-testid="shared-post" data-post-id={shared.Id} className="rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4">
      <div className="flex min-w-0 items-center gap-2">
        <Avatar name={author.Name} src={profilePictureUrl(author.Id, author.PictureDate)} size="small" />
        <div className="min-w-0">
          {author.Alias ? (
            <Link to={to(profilePath(author.Alias))} className="inline-flex min-h-6 items-center truncate rounded text-sm font-semibold text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
              {author.Name}
            </Link>
          ) : (
            <span className="text-sm font-semibold text-slate-900">{author.Name}</span>
          )}
          {shared.Date && <PostDate id={shared.Id} date={shared.Date} lastEditDate={null} />}
        </div>
      </div>
      <div className="mt-2 flex flex-col gap-3">
        {shared.Text && <PostText text={shared.Text} />}
        {shared.Images.length > 0 && <ImageGrid images={shared.Images} sizes={shared.ImageSizes} authorName={author.Name} lead={false} />}
      </div>
    </div>
  );
}
