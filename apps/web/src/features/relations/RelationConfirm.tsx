import type { PublicUser } from '@arya/core/contract';
import type { RelationKind } from '@arya/core/rules';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { MAIN_ID } from '../../components/SkipLink.tsx';
import { useSetRelation } from './queries.ts';

/** What the menus know of the member a block or mute is about (a post's or comment's author, a profile). */
export type RelationMember = Pick<PublicUser, '_id' | 'DisplayName'> & { Alias: string | null };

/**
 * Asks before blocking or muting, saying in plain words what it does. Once done, the content it was
 * asked from may be gone (a post card leaves the feed): the focus then goes to the page's main area
 * rather than being lost.
 */
export function RelationConfirm({ member, kind, onClose }: { member: RelationMember; kind: RelationKind; onClose: () => void }) {
  const { t } = useTranslation('people');
  const change = useSetRelation();
  const name = member.DisplayName;
  // On closing, the dialog gives the focus back to its opener; when the opener went with the content
  // (the post card left the feed, taking this dialog with it), the focus goes to the main area.
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        if (document.activeElement === null || document.activeElement === document.body) document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
      });
    },
    [],
  );
  return (
    <ConfirmDialog
      title={t(`relations.${kind}.confirm_title`, { name })}
      message={t(`relations.${kind}.confirm_message`, { name })}
      confirmLabel={t(`relations.${kind}.confirm`)}
      cancelLabel={t('relations.cancel')}
      destructive={kind === 'block'}
      busy={change.isPending}
      onCancel={onClose}
      onConfirm={() =>
        change.mutate(
          { member, kind, on: true },
          { onSuccess: onClose },
        )
      }
    />
  );
}
