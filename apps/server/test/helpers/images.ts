import sharp from 'sharp';

/** Test images made in memory with sharp. */

export function solid(width: number, height: number, background = '#3a7bd5') {
  return sharp({ create: { width, height, channels: 3, background } });
}

/**
 * A JPEG as a phone writes it: landscape pixels with EXIF orientation 6 (shown rotated to portrait),
 * a camera make and a GPS position.
 */
export function jpegWithGps(width = 40, height = 20): Promise<Buffer> {
  return solid(width, height, '#c0392b')
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Pocket 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 7/1' },
    })
    .toBuffer();
}

export function png(width: number, height: number): Promise<Buffer> {
  return solid(width, height, '#27ae60').png().toBuffer();
}

export function webp(width: number, height: number): Promise<Buffer> {
  return solid(width, height, '#8e44ad').webp().toBuffer();
}

export function tiff(width: number, height: number): Promise<Buffer> {
  return solid(width, height).tiff().toBuffer();
}

/** An animated GIF: `frames` frames of `size`×`size`, each of another colour. */
export function animatedGif(size = 8, frames = 3): Promise<Buffer> {
  const frameBytes = size * size * 4;
  const raw = Buffer.alloc(frameBytes * frames);
  for (let frame = 0; frame < frames; frame += 1) {
    for (let pixel = 0; pixel < size * size; pixel += 1) {
      const offset = frame * frameBytes + pixel * 4;
      raw[offset] = (frame * 97) % 256;
      raw[offset + 1] = 60;
      raw[offset + 2] = 255 - ((frame * 61) % 256);
      raw[offset + 3] = 255;
    }
  }
  return sharp(raw, { raw: { width: size, height: size * frames, channels: 4, pageHeight: size } })
    .gif({ delay: Array.from({ length: frames }, () => 100), loop: 0 })
    .toBuffer();
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><script>alert(1)</script><rect width="20" height="20" fill="red"/></svg>',
);

/** A decompression bomb: 10000×10000 pixels (100 M, over UPLOAD_MAX_PIXELS) of one colour, a few hundred KB as PNG. */
export function pixelBombPng(): Promise<Buffer> {
  return solid(10_000, 10_000, '#ffffff').png({ compressionLevel: 9 }).toBuffer();
}
