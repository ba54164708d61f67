import type { Post, ValidIdeaInput } from '@arya/core/contract';
import { uploadAudioRoute } from '@arya/core/routes';
import { IDEA_ATTACHMENTS_MAX, isCoach } from '@arya/core/rules';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { uploadFile } from '../../uploads/upload-file.ts';
import { selectImageFiles } from '../../posts/writer/attachment-rules.ts';
import { useImageAttachments } from '../../posts/writer/use-image-attachments.ts';
import { useSession } from '../../session/session-context.ts';
import { useAudioRecorder } from '../audio/use-audio-recorder.ts';
import { useSaveIdea } from '../queries-writer.ts';
import { emptyIdeaForm, ideaFormOfPost, ideaFormResolver, type IdeaFormValues } from './idea-form-values.ts';

const uploadRecording = (file: File) => uploadFile(uploadAudioRoute, file);

/**
 * Everything the idea writer does, for a new idea or an edited one (`post` set): the form checked by
 * the shared schema, up to IDEA_ATTACHMENTS_MAX images uploaded as soon as they are chosen, a coach's
 * recording stored on publishing, then saving. The form keeps its content when saving fails.
 */
export function useIdeaWriter({ post, onSaved }: { post?: Post | undefined; onSaved: () => void }) {
  const { t } = useTranslation('ideaWriter');
  const { user } = useSession();
  const coach = isCoach(user?.verified);
  const form = useForm<IdeaFormValues, unknown, ValidIdeaInput>({ resolver: ideaFormResolver, defaultValues: post ? ideaFormOfPost(post) : emptyIdeaForm() });
  const images = useImageAttachments(post?.Images ?? []);
  const audio = useAudioRecorder(post?.Audio ?? null);
  const save = useSaveIdea();
  const [imageNotice, setImageNotice] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { setFocus } = form;

  // The title takes the focus once the dialog is open (opening, the dialog focuses its first control).
  useEffect(() => {
    const timer = window.setTimeout(() => setFocus('title'), 0);
    return () => window.clearTimeout(timer);
  }, [setFocus]);

  /** Spec 2 §5: more than IDEA_ATTACHMENTS_MAX images gives errors.max; the first ones that fit are kept. */
  function addImages(files: readonly File[]) {
    const selection = selectImageFiles(files, IDEA_ATTACHMENTS_MAX - images.images.length);
    images.store.add(selection.accepted);
    const rejected = selection.rejected[0];
    setImageNotice(
      selection.overflow > 0 ? t('errors:max', { max: IDEA_ATTACHMENTS_MAX }) : rejected ? `${rejected.file.name} : ${t(`errors:${rejected.reason}`)}` : null,
    );
  }

  function removeImage(key: string) {
    images.store.remove(key);
    setImageNotice(null);
  }

  const submit = form.handleSubmit(async (input) => {
    setServerError(null);
    // Publishing waits for running image uploads; a failed one is reported and nothing is sent.
    if (!(await images.store.settle())) return;
    let audioUrl: string | null = null;
    if (coach) {
      try {
        audioUrl = await audio.recorder.storedAddress(uploadRecording);
      } catch {
        return;
      }
    }
    try {
      await save.mutateAsync({ post, input: { ...input, images: images.store.urls().map((url) => ({ url })), audio: audioUrl ? { url: audioUrl } : null } });
      toast.success(t(post ? 'toast.updated' : 'toast.published'));
      onSaved();
    } catch (error) {
      setServerError(errorMessage(t, error));
    }
  });

  return {
    mode: post ? ('edit' as const) : ('create' as const),
    /** The type the edited post was published with (null for a new one). */
    publishedType: post?.FinancialData?.Type ?? null,
    form,
    coach,
    audio,
    images: images.images,
    imagesUploading: images.images.some((image) => image.status === 'uploading'),
    imageUploadError: images.error,
    imageNotice,
    serverError,
    addImages,
    removeImage,
    submit,
  };
}

export type IdeaWriter = ReturnType<typeof useIdeaWriter>;
