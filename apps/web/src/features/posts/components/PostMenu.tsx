import type { Post } from '@arya/core/contract';
import type { RelationKind } from '@arya/core/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown, menuItemClasses, menuItemProps } from '../../../components/Dropdown.tsx';
import { useModals } from '../../../app/modals/modal-context.ts';
import { useSession } from '../../session/session-context.ts';
import { DeletePostDialog } from './DeletePostDialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useCopyPostLink } from './use-copy-post-link.ts';
import { ReportDialogHost, ReportMenuItem } from '../../moderation/ReportMenuItem.tsx';
import { RelationConfirm } from '../../relations/RelationConfirm.tsx';
import { RelationMenuItems } from '../../relations/RelationMenuItems.tsx';

/**
 * The "…" menu: copy link for everyone, edit and delete for the author, report for everyone else
 * (visitors too), mute and block for other members.
 */
export function PostMenu({ post }: { post: Post }) {
  const { t } = useTranslation('posts');
  const { user } = useSession();
  const modals = useModals();
  const copyLink = useCopyPostLink();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [asking, setAsking] = useState<RelationKind | null>(null);
  const isAuthor = user !== null && user.uid === post.Author.Id;
  const author = { _id: post.Author.Id, DisplayName: post.Author.Name, Alias: post.Author.Alias };
  return (
    <>
      <Dropdown
        label={t('post.menu')}
        triggerClassName="inline-flex size-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-500"
        trigger={<Icon name="dots" />}
      >
        {(close) => (
          <>
            <button {...menuItemProps} type="button" className={menuItemClasses} onClick={() => (close(), void copyLink(post._id))}>
              <Icon name="link" className="size-5 text-slate-500" /> {t('post.copy_link')}
            </button>
            {/* A news item is edited and deleted in the back-office, with its audience. */}
            {isAuthor && !post.InternalNewsData && (
              <>
                <button
                  {...menuItemProps}
                  type="button"
                  className={menuItemClasses}
                  onClick={() => (close(), modals.open(post.FinancialData ? { kind: 'idea', post } : { kind: 'post', post }))}
                >
                  <Icon name="pencil" className="size-5 text-slate-500" /> {t('post.edit')}
                </button>
                <button {...menuItemProps} type="button" className={`${menuItemClasses} text-red-700!`} onClick={() => (close(), setConfirming(true))}>
                  <Icon name="trash" className="size-5" /> {t('post.delete')}
                </button>
              </>
            )}
            {!isAuthor && !post.IsDeleted && <ReportMenuItem onSelect={() => (close(), setReporting(true))} />}
            {/* News items speak for the team, not for a member: nothing to block there. */}
            {!isAuthor && !post.InternalNewsData && <RelationMenuItems member={author} close={close} onAsk={setAsking} />}
          </>
        )}
      </Dropdown>
      {confirming && <DeletePostDialog post={post} onClose={() => setConfirming(false)} />}
      <ReportDialogHost item={reporting ? { kind: 'post', id: post._id } : null} onClose={() => setReporting(false)} />
      {asking && <RelationConfirm member={author} kind={asking} onClose={() => setAsking(null)} />}
    </>
  );
}
