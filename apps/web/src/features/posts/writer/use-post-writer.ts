import type { Gif, Post } from '@arya/core/contract';
import { POST_WRITER_FOCUS_DELAY_MS } from '@arya/core/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { usePublicConfig } from '../../system/config-queries.ts';
import { useCreatePost, useSharePost, useUpdatePost } from '../queries.ts';
import { asSharedPost, shareTargetOf } from '../share-target.ts';
import { attachmentRules, selectImageFiles } from './attachment-rules.ts';
import { hasDraftChanges } from './draft-changes.ts';
import { insertAtSelection } from './insert-text.ts';
import { toPostInput, writerTextSchema, type WriterTextValues } from './post-writer-schema.ts';
import { useImageAttachments } from './use-image-attachments.ts';
import { writerKeyAction } from './writer-keys.ts';

/**
 * Everything the post writer does, for a new post or an edited one (`post` set): the text and its
 * TEXT_LENGTH rule, images or a GIF, emoji insertion at the caret, Enter to publish, and saving.
 * With `share`, it shares that post (spec 2 §4: the member's text, no media). The form keeps its
 * content when saving fails; closing the writer throws it away.
 */
export function usePostWriter({ post, share, onSaved }: { post?: Post | undefined; share?: Post | undefined; onSaved: () => void }) {
  const { t } = useTranslation('writer');
  const { maxImagesPerPost } = usePublicConfig().limits;
  const createPost = useCreatePost();
  const updatePost = useUpdatePost();
  const sharePost = useSharePost();
  const shareTarget = share ? shareTargetOf(share) : null;
  /** What the writer shows below the text: the post being shared, or the original of an edited share. */
  const sharedPreview = share ? (share.SharedPost ?? asSharedPost(share)) : (post?.SharedPost ?? null);
  const images = useImageAttachments(post?.Images ?? []);
  const [gif, setGif] = useState<Gif | null>(post?.Gif ?? null);
  const [notice, setNotice] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const form = useForm<WriterTextValues>({ resolver: zodResolver(writerTextSchema), defaultValues: { text: post?.Text ?? '' } });
  const rules = attachmentRules({ images: images.images.length, gif: gif !== null, max: maxImagesPerPost, sharing: sharedPreview !== null });

  // The text box takes the focus a moment after opening, unless the member already went somewhere in the writer.
  const interacted = useRef(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const box = textRef.current;
      if (!box || interacted.current || box.closest('[hidden]')) return;
      box.focus();
      box.setSelectionRange(box.value.length, box.value.length);
    }, POST_WRITER_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  /** Spec 2 §5: the text error clears when the attachments change. */
  function attachmentsChanged(nextNotice: string | null = null) {
    form.clearErrors('text');
    setNotice(nextNotice);
  }

  function addFiles(files: readonly File[]) {
    if (!rules.canAddImage || files.length === 0) return;
    const selection = selectImageFiles(files, rules.remaining);
    images.store.add(selection.accepted);
    const rejected = selection.rejected[0];
    attachmentsChanged(
      selection.overflow > 0
        ? selection.accepted.length > 0
          ? t('images.overflow', { count: selection.accepted.length, max: maxImagesPerPost })
          : t('images.none', { max: maxImagesPerPost })
        : rejected
          ? `${rejected.file.name} : ${t(`errors:${rejected.reason}`)}`
          : null,
    );
  }

  function removeImage(key: string) {
    images.store.remove(key);
    attachmentsChanged();
  }

  function attachGif(next: Gif) {
    if (!rules.canAddGif) return;
    setGif(next);
    attachmentsChanged();
  }

  function removeGif() {
    setGif(null);
    attachmentsChanged();
  }

  function insertEmoji(emoji: string) {
    const box = textRef.current;
    const edit = insertAtSelection(form.getValues('text'), emoji, box?.selectionStart ?? null, box?.selectionEnd ?? null);
    form.setValue('text', edit.text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    box?.setSelectionRange(edit.caret, edit.caret);
  }

  const submit = form.handleSubmit(async ({ text }) => {
    setServerError(null);
    // The post button waits for running uploads; a failed one is reported and nothing is sent.
    if (!(await images.store.settle())) return;
    const input = toPostInput(text, images.store.urls(), gif);
    try {
      if (shareTarget) await sharePost.mutateAsync({ originalId: shareTarget.originalId, input: { text: input.text, original: shareTarget.seen } });
      else if (post) await updatePost.mutateAsync({ id: post._id, input });
      else await createPost.mutateAsync(input);
      toast.success(t(shareTarget ? 'toast.shared' : post ? 'toast.updated' : 'toast.published'));
      onSaved();
    } catch (error) {
      setServerError(errorMessage(t, error));
    }
  });

  function onTextKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const { key, shiftKey, ctrlKey, metaKey, altKey, keyCode } = event;
    if (writerKeyAction({ key, shiftKey, ctrlKey, metaKey, altKey, keyCode, isComposing: event.nativeEvent.isComposing }) !== 'submit') return;
    event.preventDefault();
    if (!form.formState.isSubmitting) void submit();
  }

  /** Whether closing now would throw away something the member wrote or attached. */
  function hasChanges(): boolean {
    return hasDraftChanges(
      { text: form.getValues('text'), images: images.images.map((image) => image.url), gif },
      { text: post?.Text ?? '', images: post?.Images ?? [], gif: post?.Gif ?? null },
    );
  }

  return {
    mode: share ? ('share' as const) : post ? ('edit' as const) : ('create' as const),
    sharedPreview,
    form,
    textRef,
    rules,
    maxImagesPerPost,
    images: images.images,
    uploading: images.images.some((image) => image.status === 'uploading'),
    uploadError: images.error,
    gif,
    notice,
    serverError,
    addFiles,
    removeImage,
    attachGif,
    removeGif,
    insertEmoji,
    submit,
    onTextKeyDown,
    hasChanges,
    /** For the writer's container: any focus inside it cancels the delayed focus of the text box. */
    onFocusInside: () => {
      interacted.current = true;
    },
  };
}

export type PostWriter = ReturnType<typeof usePostWriter>;
