import { UPLOAD_MAX_ANIMATION_PIXELS, UPLOAD_MAX_DIMENSION, UPLOAD_MAX_FRAMES, UPLOAD_MAX_PIXELS } from '@arya/core';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { AppError } from '../../errors.ts';

/** Formats read by their content (never by file name or declared type); SVG and the rest are refused. */
const ACCEPTED_FORMATS = new Set<string>(['jpeg', 'png', 'webp', 'gif']);
const STORED_CONTENT_TYPE = 'image/webp';
/** The largest accepted image takes a few seconds; anything slower is refused. */
const PROCESSING_TIMEOUT_SECONDS = 10;

// One libvips thread per image: with the upload queue (image-queue.ts) image work never takes more
// than one core and one libuv thread, whatever members send.
sharp.concurrency(1);

export interface ImageLimits {
  /** Decoded pixels of a still image. */
  maxPixels: number;
  /** Frames of an animation, and its decoded pixels over all frames. */
  maxFrames: number;
  maxAnimationPixels: number;
  /** Longest side once stored. */
  maxDimension: number;
}

export const DEFAULT_IMAGE_LIMITS: ImageLimits = {
  maxPixels: UPLOAD_MAX_PIXELS,
  maxFrames: UPLOAD_MAX_FRAMES,
  maxAnimationPixels: UPLOAD_MAX_ANIMATION_PIXELS,
  maxDimension: UPLOAD_MAX_DIMENSION,
};

/** Fit inside the limits' box (uploads), or a square of `size` pixels a side cut from the middle of interest (profile pictures). */
export type ImageOutput = { fit: 'inside' } | { fit: 'square'; size: number };

export interface ProcessedImage {
  data: Buffer;
  contentType: typeof STORED_CONTENT_TYPE;
  /** Of one frame, after orientation and scaling. */
  width: number;
  height: number;
  animated: boolean;
}

/**
 * The first bytes of the accepted formats. Anything else is refused before any decoder sees it:
 * libvips would otherwise parse a 15 MB SVG or a TIFF of 100,000 pages just to say what it is.
 */
const SIGNATURES: readonly ((bytes: Buffer) => boolean)[] = [
  (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff, // JPEG
  (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), // PNG
  (bytes) => bytes.subarray(0, 6).toString('latin1') === 'GIF87a' || bytes.subarray(0, 6).toString('latin1') === 'GIF89a',
  (bytes) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
];
/** Decoded bytes per allowed pixel (8-bit RGBA): 16-bit or many-channel images use their pixel allowance faster. */
const DECODED_BYTES_PER_PIXEL = 4;
const BYTES_PER_SAMPLE: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, double: 8 };

const unsupported = () => new AppError('UNSUPPORTED_IMAGE', 'Only JPEG, PNG, WebP and GIF images are accepted');
const tooLarge = () => new AppError('IMAGE_TOO_LARGE', 'This image is too large');

/** An image whose header passed the checks, ready to decode: what decoding it will take. */
export interface InspectedImage {
  input: Buffer;
  output: ImageOutput;
  options: SharpOptions;
  animated: boolean;
  /** Pixels to decode, every frame counted. */
  pixels: number;
}

/**
 * Checks an uploaded image from its header alone, so a bomb is refused before anything is decoded:
 * an accepted format (read from the bytes, never the name), within the pixel and frame limits.
 */
export async function inspectImage(input: Buffer, limits: ImageLimits = DEFAULT_IMAGE_LIMITS, output: ImageOutput = { fit: 'inside' }): Promise<InspectedImage> {
  if (!SIGNATURES.some((matches) => matches(input))) throw unsupported();
  // limitInputPixels is checked by libvips per frame; `animated` makes the metadata describe every
  // frame. A square keeps the first frame only.
  const options: SharpOptions = { animated: output.fit === 'inside', limitInputPixels: limits.maxPixels, failOn: 'error' };

  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch (error) {
    throw toImageError(error);
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw unsupported();
  if (!metadata.width || !metadata.height) throw unsupported();
  const frames = metadata.pages ?? 1;
  const animated = frames > 1;
  // With `animated`, height is that of all frames stacked: this counts the pixels of the whole animation.
  const pixels = metadata.width * metadata.height;
  if (animated ? frames > limits.maxFrames || pixels > limits.maxAnimationPixels : pixels > limits.maxPixels) throw tooLarge();
  const decodedBytes = pixels * (metadata.channels ?? 4) * (BYTES_PER_SAMPLE[metadata.depth ?? 'uchar'] ?? 8);
  if (decodedBytes > (animated ? limits.maxAnimationPixels : limits.maxPixels) * DECODED_BYTES_PER_PIXEL) throw tooLarge();
  return { input, output, options, animated, pixels };
}

/**
 * Re-encodes an inspected image for storage: turned upright by its EXIF orientation, scaled down to
 * fit the box (never up), stripped of all metadata (EXIF, GPS, ICC, XMP) and written as WebP; an
 * animated GIF or WebP stays animated.
 */
export async function encodeImage({ input, output, options, animated }: InspectedImage, limits: ImageLimits = DEFAULT_IMAGE_LIMITS): Promise<ProcessedImage> {
  let pipeline = sharp(input, options).timeout({ seconds: PROCESSING_TIMEOUT_SECONDS });
  // Only still images carry an orientation worth applying (and libvips rotates frames one by one badly).
  if (!animated) pipeline = pipeline.rotate();
  pipeline =
    output.fit === 'inside'
      ? pipeline.resize({ width: limits.maxDimension, height: limits.maxDimension, fit: 'inside', withoutEnlargement: true })
      : // The most interesting part (libvips' attention strategy) fills the square.
        pipeline.resize({ width: output.size, height: output.size, fit: 'cover', position: 'attention' });
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

/** Checks then re-encodes an image (inspectImage, then encodeImage). */
export async function processImage(input: Buffer, limits: ImageLimits = DEFAULT_IMAGE_LIMITS, output: ImageOutput = { fit: 'inside' }): Promise<ProcessedImage> {
  return encodeImage(await inspectImage(input, limits, output), limits);
}

function toImageError(error: unknown): AppError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message) || /timeout/i.test(message)) return tooLarge();
  return unsupported();
}
