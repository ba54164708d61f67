import type { Gif, Post } from '@arya/core/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { GifPicker } from '../../gifs/GifPicker.tsx';
import { PostWriterForm } from '../writer/PostWriterForm.tsx';
import { usePostWriter } from '../writer/use-post-writer.ts';

type View = { name: 'writer'; focus?: 'text' | 'gifButton' } | { name: 'gifs' };

/**
 * The post writer (spec 2 §2): creates a post, or edits `post` when given. The GIF picker is a
 * second view of the same dialog, so the draft stays as it is while a GIF is chosen. Closing with
 * a draft asks first; closing unmounts the writer, which throws the draft away and stops running
 * uploads, and the focus goes back to what opened the writer.
 */
export default function PostWriterModal({ post, share, onClose }: { post?: Post | undefined; share?: Post | undefined; onClose: () => void }) {
  const { t } = useTranslation('writer');
  const writer = usePostWriter({ post, share, onSaved: onClose });
  const [view, setView] = useState<View>({ name: 'writer' });
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const gifButton = useRef<HTMLButtonElement>(null);
  const { textRef } = writer;

  // Back from the GIF picker, the focus returns to where the member was going.
  useEffect(() => {
    if (view.name !== 'writer' || !view.focus) return;
    (view.focus === 'text' ? textRef.current : gifButton.current)?.focus();
  }, [view, textRef]);

  const requestClose = () => {
    if (writer.hasChanges()) setConfirmingDiscard(true);
    else onClose();
  };

  const title = view.name === 'gifs' ? t('title.gifs') : share ? t('title.share') : post ? t('title.edit') : t('title.create');
  return (
    <Modal open onClose={requestClose} title={title} size="large">
      <div
        onFocus={writer.onFocusInside}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && view.name === 'gifs') {
            event.preventDefault();
            setView({ name: 'writer', focus: 'gifButton' });
          }
        }}
      >
        <PostWriterForm writer={writer} hidden={view.name !== 'writer'} onOpenGifs={() => setView({ name: 'gifs' })} gifButtonRef={gifButton} />
        {view.name === 'gifs' && (
          <GifPicker
            onBack={() => setView({ name: 'writer', focus: 'gifButton' })}
            onPick={(gif: Gif) => {
              writer.attachGif(gif);
              setView({ name: 'writer', focus: 'text' });
            }}
          />
        )}
      </div>
      {confirmingDiscard && (
        <ConfirmDialog
          title={post ? t('discard.editTitle') : t('discard.title')}
          message={t('discard.message')}
          confirmLabel={t('discard.confirm')}
          cancelLabel={t('discard.cancel')}
          onConfirm={onClose}
          onCancel={() => setConfirmingDiscard(false)}
        />
      )}
    </Modal>
  );
}
