import { UPLOAD_MAX_DIMENSION, UPLOAD_MAX_PIXELS } from '@arya/core';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { AppError } from '../../errors.ts';

/** Formats read by their content (never by file name or declared type); SVG and the rest are refused. */
const ACCEPTED_FORMATS = new Set<string>(['jpeg', 'png', 'webp', 'gif']);
const STORED_CONTENT_TYPE = 'image/webp';
const PROCESSING_TIMEOUT_SECONDS = 30;

export interface ImageLimits {
  /** Decoded pixels, all frames together. */
  maxPixels: number;
  /** Longest side once stored. */
  maxDimension: number;
}

export interface ProcessedImage {
  data: Buffer;
  contentType: typeof STORED_CONTENT_TYPE;
  /** Of one frame, after orientation and scaling. */
  width: number;
  height: number;
  animated: boolean;
}

const unsupported = () => new AppError('UNSUPPORTED_IMAGE', 'Only JPEG, PNG, WebP and GIF images are accepted');
const tooLarge = () => new AppError('IMAGE_TOO_LARGE', 'This image is too large');

/**
 * Checks an uploaded image and re-encodes it for storage: turned upright by its EXIF orientation,
 * scaled down to fit the box (never up), stripped of all metadata (EXIF, GPS, ICC, XMP) and written
 * as WebP; an animated GIF or WebP stays animated.
 */
export async function processImage(input: Buffer, limits: ImageLimits = { maxPixels: UPLOAD_MAX_PIXELS, maxDimension: UPLOAD_MAX_DIMENSION }): Promise<ProcessedImage> {
  if (input.length === 0) throw unsupported();
  // limitInputPixels is checked by libvips per frame; `animated` makes the metadata describe every frame.
  const options: SharpOptions = { animated: true, limitInputPixels: limits.maxPixels, failOn: 'error' };

  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch (error) {
    throw toImageError(error);
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw unsupported();
  // With `animated`, height is that of all frames stacked: this counts the pixels of the whole animation.
  if (!metadata.width || !metadata.height) throw unsupported();
  if (metadata.width * metadata.height > limits.maxPixels) throw tooLarge();
  const animated = (metadata.pages ?? 1) > 1;

  let pipeline = sharp(input, options).timeout({ seconds: PROCESSING_TIMEOUT_SECONDS });
  // Only still images carry an orientation worth applying (and libvips rotates frames one by one badly).
  if (!animated) pipeline = pipeline.rotate();
  pipeline = pipeline.resize({ width: limits.maxDimension, height: limits.maxDimension, fit: 'inside', withoutEnlargement: true });
  // No withMetadata()/keepExif(): sharp writes none of the input's metadata.
  pipeline = pipeline.webp({ quality: 82, effort: 4 });

  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: STORED_CONTENT_TYPE,
      width: info.width,
      height: info.pageHeight ?? info.height,
      animated,
    };
  } catch (error) {
    throw toImageError(error);
  }
}

function toImageError(error: unknown): AppError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message) || /timeout/i.test(message)) return tooLarge();
  return unsupported();
}
