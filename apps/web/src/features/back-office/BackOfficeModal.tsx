import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../i18n/use-language.ts';
import { ideaKeys } from '../ideas/queries.ts';
import { postKeys } from '../posts/queries.ts';
import { useCurrentUser } from '../session/session-context.ts';
import { FullScreenDialog } from './FullScreenDialog.tsx';
import { useBackOfficeFrame } from './use-back-office-frame.ts';

/**
 * Staff's full-screen back-office (spec 1 §2): the /iframe page in a frame, in the current language.
 * When the frame publishes or deletes a news item, the feeds are read again. The app's toasts would
 * sit under this top-layer dialog, so the news is announced in the dialog's own bar.
 */
export default function BackOfficeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('backOffice');
  const to = useLocalizedPath();
  const user = useCurrentUser();
  const client = useQueryClient();
  const frame = useRef<HTMLIFrameElement>(null);
  const [notice, setNotice] = useState('');
  const { onLoad } = useBackOfficeFrame(frame, user, (event) => {
    if (event === 'close') return onClose();
    void client.invalidateQueries({ queryKey: postKeys.all });
    void client.invalidateQueries({ queryKey: ideaKeys.newCount });
    setNotice(event === 'news-created' ? t('frame.created') : t('frame.deleted'));
  });

  return (
    <FullScreenDialog title={t('frame.label')} onClose={onClose}>
      <div className="flex h-full flex-col">
        <p role="status" className="shrink-0 bg-emerald-50 px-3 text-sm text-emerald-800 sm:px-5">
          {notice && <span className="block py-1.5">{notice}</span>}
        </p>
        <iframe ref={frame} src={to('/iframe')} title={t('frame.title')} onLoad={onLoad} className="block min-h-0 w-full flex-1 border-0 bg-white" />
      </div>
    </FullScreenDialog>
  );
}
