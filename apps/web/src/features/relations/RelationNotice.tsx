import type { PublicUser } from '@arya/core/contract';
import type { RelationKind } from '@arya/core/rules';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { useSetRelation } from './queries.ts';

/** Undoes a block or a mute at once; the visible word first, the member's name for screen readers. */
export function UndoRelationButton({ member, kind, size = 'small', className }: { member: Pick<PublicUser, '_id' | 'DisplayName'>; kind: RelationKind; size?: 'small' | 'medium'; className?: string }) {
  const { t } = useTranslation('people');
  const change = useSetRelation();
  return (
    <Button
      color="gray"
      outline
      size={size}
      loading={change.isPending}
      onClick={() => change.mutate({ member, kind, on: false })}
      className={clsx('shrink-0', className)}
      data-testid={`undo-${kind}`}
    >
      {t(`relations.${kind}.undo_short`)} <span className="sr-only">{member.DisplayName}</span>
    </Button>
  );
}

/**
 * What a profile says of a member one blocks (their posts are not shown) or mutes (their posts are,
 * as the profile was opened on purpose), with the way to undo it.
 */
export function RelationNotice({ member }: { member: PublicUser }) {
  const { t } = useTranslation('people');
  const kind: RelationKind | null = member.Blocking ? 'block' : member.Muting ? 'mute' : null;
  if (!kind) return null;
  return (
    <section
      data-testid={`${kind}-notice`}
      aria-label={t(`relations.${kind}.notice_title`)}
      className={clsx('mb-6 flex flex-col gap-3 rounded-2xl border px-5 py-4 sm:flex-row sm:items-center', kind === 'block' ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white')}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{t(`relations.${kind}.notice_title`)}</p>
        <p className="mt-0.5 text-sm text-slate-700">{t(`relations.${kind}.notice_message`, { name: member.DisplayName })}</p>
      </div>
      <UndoRelationButton member={member} kind={kind} size="medium" className="self-start sm:self-center" />
    </section>
  );
}
