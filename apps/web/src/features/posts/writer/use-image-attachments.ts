import { useEffect, useState, useSyncExternalStore } from 'react';
import { uploadImage } from '../../uploads/upload-image.ts';
import { ImageAttachments } from './image-attachments.ts';

const browserDeps = {
  upload: uploadImage,
  createPreview: (file: File) => URL.createObjectURL(file),
  revokePreview: (url: string) => URL.revokeObjectURL(url),
};

/** The writer's images, starting from an edited post's stored addresses; uploads stop when the writer closes. */
export function useImageAttachments(initialUrls: readonly string[]) {
  const [store] = useState(() => {
    const attachments = new ImageAttachments(browserDeps);
    attachments.add(initialUrls);
    return attachments;
  });
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useEffect(() => () => store.dispose(), [store]);
  return { store, ...snapshot };
}
