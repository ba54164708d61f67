import type { UploadResult } from '@arya/core/contract';
import { isStoredFileUrl } from '@arya/core/rules';

export type WriterImageStatus = 'stored' | 'uploading';

export interface WriterImage {
  key: string;
  status: WriterImageStatus;
  /** The address in our storage, once known. */
  url: string | null;
  /** What the thumbnail shows: the stored address, or a local preview while the file uploads. */
  previewUrl: string;
  name: string;
}

export interface ImageAttachmentsSnapshot {
  images: readonly WriterImage[];
  /** The last upload failure, until the attachments change again. */
  error: unknown;
}

export interface ImageAttachmentsDeps {
  upload(file: File, signal: AbortSignal): Promise<UploadResult>;
  createPreview(file: File): string;
  revokePreview(url: string): void;
}

let nextKey = 0;

/**
 * The images of the writer. Each chosen file is uploaded at once and shown with a local preview;
 * an address already in our storage (an edited post's image) is kept and never uploaded again.
 * A failed upload drops its thumbnail and keeps the error. React reads it with useSyncExternalStore.
 */
export class ImageAttachments {
  private snapshot: ImageAttachmentsSnapshot = { images: [], error: null };
  private readonly listeners = new Set<() => void>();
  private readonly uploads = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private failures = 0;

  constructor(private readonly deps: ImageAttachmentsDeps) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ImageAttachmentsSnapshot => this.snapshot;

  /** Adds files (uploaded now) and stored addresses (kept as they are); other addresses are skipped. */
  add(sources: readonly (File | string)[]): void {
    const added: WriterImage[] = [];
    for (const source of sources) {
      const key = `image-${++nextKey}`;
      if (typeof source === 'string') {
        if (isStoredFileUrl(source)) added.push({ key, status: 'stored', url: source, previewUrl: source, name: source.split('/').pop() ?? source });
        continue;
      }
      added.push({ key, status: 'uploading', url: null, previewUrl: this.deps.createPreview(source), name: source.name });
      this.startUpload(key, source);
    }
    this.set({ images: [...this.snapshot.images, ...added], error: null });
  }

  remove(key: string): void {
    const image = this.snapshot.images.find((item) => item.key === key);
    if (!image) return;
    this.uploads.get(key)?.controller.abort();
    this.uploads.delete(key);
    this.release(image);
    this.set({ images: this.snapshot.images.filter((item) => item.key !== key), error: null });
  }

  clearError(): void {
    if (this.snapshot.error !== null) this.set({ ...this.snapshot, error: null });
  }

  get pending(): boolean {
    return this.uploads.size > 0;
  }

  /** The stored addresses, in order (uploads still running are left out). */
  urls(): string[] {
    return this.snapshot.images.flatMap((image) => (image.url ? [image.url] : []));
  }

  /** Waits for every running upload; false when one of them failed meanwhile. */
  async settle(): Promise<boolean> {
    const failuresBefore = this.failures;
    while (this.uploads.size > 0) await Promise.all([...this.uploads.values()].map((upload) => upload.done));
    return this.failures === failuresBefore;
  }

  /** Stops running uploads and frees local previews (the writer closed). */
  dispose(): void {
    for (const upload of this.uploads.values()) upload.controller.abort();
    this.uploads.clear();
    for (const image of this.snapshot.images) this.release(image);
  }

  private startUpload(key: string, file: File): void {
    const controller = new AbortController();
    const done = this.deps.upload(file, controller.signal).then(
      (result) => {
        if (this.uploads.get(key)?.controller !== controller) return;
        this.uploads.delete(key);
        this.update(key, { status: 'stored', url: result.url });
      },
      (error: unknown) => {
        if (this.uploads.get(key)?.controller !== controller) return;
        this.uploads.delete(key);
        this.failures += 1;
        const image = this.snapshot.images.find((item) => item.key === key);
        if (image) this.release(image);
        this.set({ images: this.snapshot.images.filter((item) => item.key !== key), error });
      },
    );
    this.uploads.set(key, { controller, done });
  }

  private update(key: string, patch: Partial<WriterImage>): void {
    this.set({ ...this.snapshot, images: this.snapshot.images.map((item) => (item.key === key ? { ...item, ...patch } : item)) });
  }

  private release(image: WriterImage): void {
    if (image.previewUrl.startsWith('blob:')) this.deps.revokePreview(image.previewUrl);
  }

  private set(snapshot: ImageAttachmentsSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}
