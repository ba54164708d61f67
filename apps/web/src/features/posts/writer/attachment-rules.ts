import { ACCEPTED_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@arya/core/rules';

export interface AttachmentState {
  /** Images attached so far, uploading or stored. */
  images: number;
  gif: boolean;
  /** The maxImagesPerPost setting. */
  max: number;
  /** Writing a share: media cannot be added (spec 2 §4). */
  sharing?: boolean;
}

export interface AttachmentRules {
  canAddImage: boolean;
  canAddGif: boolean;
  /** How many more images fit. */
  remaining: number;
}

/**
 * Spec 2 §5: images only below maxImagesPerPost; GIF and images never mixed; a GIF only when
 * nothing is attached and nothing is shared.
 */
export function attachmentRules({ images, gif, max, sharing = false }: AttachmentState): AttachmentRules {
  const remaining = gif || sharing ? 0 : Math.max(0, max - images);
  return { canAddImage: remaining > 0, canAddGif: !sharing && !gif && images === 0, remaining };
}

export type RejectedFile = { file: File; reason: 'UNSUPPORTED_IMAGE' | 'IMAGE_TOO_LARGE' };

export interface FileSelection {
  accepted: File[];
  rejected: RejectedFile[];
  /** Files left out because the post is full (the first ones are kept). */
  overflow: number;
}

/** Sorts chosen files: wrong types and oversized files are refused, then the first ones that fit are kept. */
export function selectImageFiles(files: readonly File[], remaining: number): FileSelection {
  const rejected: RejectedFile[] = [];
  const valid: File[] = [];
  for (const file of files) {
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) rejected.push({ file, reason: 'UNSUPPORTED_IMAGE' });
    else if (file.size > UPLOAD_MAX_BYTES) rejected.push({ file, reason: 'IMAGE_TOO_LARGE' });
    else valid.push(file);
  }
  const room = Math.max(0, remaining);
  return { accepted: valid.slice(0, room), rejected, overflow: Math.max(0, valid.length - room) };
}
