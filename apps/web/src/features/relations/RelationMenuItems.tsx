import type { RelationState } from '@arya/core/contract';
import type { RelationKind } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { MenuSeparator, menuItemClasses, menuItemProps } from '../../components/Dropdown.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useSession } from '../session/session-context.ts';
import { useRelationState, useSetRelation } from './queries.ts';
import type { RelationMember } from './RelationConfirm.tsx';

/** How a menu names the member: their address when they have one, else their name. */
export const memberHandle = (member: RelationMember) => (member.Alias ? `@${member.Alias}` : member.DisplayName);

/**
 * The mute and block entries of a "…" menu about someone else's content or profile (never one's own,
 * never for visitors). Muting and blocking ask first (`onAsk` opens the question); undoing either is
 * done at once.
 */
export function RelationMenuItems({
  member,
  close,
  onAsk,
  separated = true,
}: {
  /** A profile brings its own Blocking and Muting flags. */
  member: RelationMember & Partial<RelationState>;
  close: () => void;
  onAsk: (kind: RelationKind) => void;
  separated?: boolean;
}) {
  const { t } = useTranslation('people');
  const { user } = useSession();
  const state = useRelationState(member._id, member.Blocking === undefined || member.Muting === undefined ? undefined : { Blocking: member.Blocking, Muting: member.Muting });
  const change = useSetRelation();
  if (!user || user.uid === member._id) return null;
  const handle = memberHandle(member);
  const undo = (kind: RelationKind) => (close(), change.mutate({ member, kind, on: false }));
  return (
    <>
      {separated && <MenuSeparator />}
      {!state.Blocking &&
        (state.Muting ? (
          <button {...menuItemProps} type="button" className={menuItemClasses} onClick={() => undo('mute')}>
            <Icon name="eyeOff" className="size-5 text-slate-500" /> {t('relations.mute.undo', { handle })}
          </button>
        ) : (
          <button {...menuItemProps} type="button" className={menuItemClasses} onClick={() => (close(), onAsk('mute'))}>
            <Icon name="eyeOff" className="size-5 text-slate-500" /> {t('relations.mute.action', { handle })}
          </button>
        ))}
      {state.Blocking ? (
        <button {...menuItemProps} type="button" className={menuItemClasses} onClick={() => undo('block')}>
          <Icon name="block" className="size-5 text-slate-500" /> {t('relations.block.undo', { handle })}
        </button>
      ) : (
        <button {...menuItemProps} type="button" className={`${menuItemClasses} text-red-700!`} onClick={() => (close(), onAsk('block'))}>
          <Icon name="block" className="size-5" /> {t('relations.block.action', { handle })}
        </button>
      )}
    </>
  );
}
