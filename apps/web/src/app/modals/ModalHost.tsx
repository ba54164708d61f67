import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { withDeferredTranslations } from '../../lib/i18n.ts';
import { ModalContext, type AppModal, type ModalControls } from './modal-context.ts';

// Writers are loaded on first open, with their translations, so the feed's first load stays small.
const PostWriterModal = lazy(() => withDeferredTranslations(import('../../features/posts/components/PostWriterModal.tsx')));
const IdeaWriterModal = lazy(() => withDeferredTranslations(import('../../features/ideas/writer/IdeaWriterModal.tsx')));
const BackOfficeModal = lazy(() => withDeferredTranslations(import('../../features/back-office/BackOfficeModal.tsx')));

export function ModalHost({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<AppModal | null>(null);
  const controls = useMemo<ModalControls>(() => ({ open: setCurrent, close: () => setCurrent(null) }), []);
  return (
    <ModalContext.Provider value={controls}>
      {children}
      <Suspense>
        {current?.kind === 'post' && <PostWriterModal post={current.post} share={current.share} onClose={controls.close} />}
        {current?.kind === 'idea' && <IdeaWriterModal post={current.post} onClose={controls.close} />}
        {current?.kind === 'backOffice' && <BackOfficeModal onClose={controls.close} />}
      </Suspense>
    </ModalContext.Provider>
  );
}
