import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCurrentUser } from '../../session/session-context.ts';
import { uploadErrorText } from '../../uploads/upload-error-text.ts';
import { useUploadPicture } from './profile-queries.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { PICTURE_ACCEPT } from './upload-picture.ts';
import { useFocusBack } from './use-focus-back.ts';

/** The member's picture and the button that replaces it at once (apart from the form's save). */
export function PictureSection() {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  const upload = useUploadPicture();
  const fileInput = useRef<HTMLInputElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  useFocusBack(upload.isPending, actions);

  function pictureChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Emptied so that choosing the same file again (after a refusal) still fires a change.
    event.target.value = '';
    if (!file) return;
    setError(null);
    upload.mutate(file, {
      onSuccess: () => toast.success(t('profileForm.picture.saved')),
      onError: (failure) => setError(uploadErrorText(t, failure)),
    });
  }

  return (
    <ProfileSection title={t('profileForm.sections.picture')}>
      <div className="flex min-w-0 flex-wrap items-center gap-4 sm:col-span-2">
        <Avatar name={user.displayName} src={user.pictureURL} size="large" />
        <div ref={actions} className="flex min-w-0 flex-col items-start gap-2">
          <Button outline loading={upload.isPending} onClick={() => fileInput.current?.click()}>
            {t('profileForm.picture.change')}
          </Button>
          <p className="text-sm text-slate-600">{t('profileForm.picture.hint')}</p>
          <input ref={fileInput} type="file" accept={PICTURE_ACCEPT} hidden onChange={pictureChosen} />
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600 sm:col-span-2">
          {error}
        </p>
      )}
    </ProfileSection>
  );
}
