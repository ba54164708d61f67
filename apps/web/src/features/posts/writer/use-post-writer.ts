import { POST_WRITER_FOCUS_DELAY_MS, type Gif, type Post } from '@arya/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { usePublicConfig } from '../../system/config-queries.ts';
import { useCreatePost, useUpdatePost } from '../queries.ts';
import { attachmentRules, selectImageFiles } from './attachment-rules.ts';
import { hasDraftChanges } from './draft-changes.ts';
import { insertAtSelection } from './insert-text.ts';
import { toPostInput, writerTextSchema, type WriterTextValues } from './post-writer-schema.ts';
import { useImageAttachments } from './use-image-attachments.ts';
import { writerKeyAction } from './writer-keys.ts';

/**
 * Everything the post writer does, for a new post or an edited one (`post` set): the text and its
 * TEXT_LENGTH rule, images or a GIF, emoji insertion at the caret, Enter to publish, and saving.
 * The form keeps its content when saving fails; closing the writer throws it away.
 */
export function usePostWriter({ post, onSaved }: { post?: Post | undefined; onSaved: () => void }) {
  const { t } = useTranslation('writer');
  const { maxImagesPerPost } = usePublicConfig().limits;
  const createPost = useCreatePost();
  const updatePost = useUpdatePost();
  const images = useImageAttachments(post?.Images ?? []);
  const [gif, setGif] = useState<Gif | null>(post?.Gif ?? null);
  const [notice, setNotice] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const form = useForm<WriterTextValues>({ resolver: zodResolver(writerTextSchema), defaultValues: { text: post?.Text ?? '' } });
  const rules = attachmentRules({ images: images.images.length, gif: gif !== null, max: maxImagesPerPost });

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
      if (post) await updatePost.mutateAsync({ id: post._id, input });
      else await createPost.mutateAsync(input);
      toast.success(t(post ? 'toast.updated' : 'toast.published'));
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
    mode: post ? ('edit' as const) : ('create' as const),
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
