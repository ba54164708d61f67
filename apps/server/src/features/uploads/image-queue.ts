import { AppError } from '../../errors.ts';
import { memberSlots } from '../../http/concurrency.ts';
import { FairLane } from '../../http/fair-lane.ts';

export interface ImageQueueOptions {
  /** Heavy images decoded at once in this process: each takes one core and one libuv thread while it runs. */
  concurrency: number;
  /** Images read and waiting for a decoder; more are refused (SERVER_BUSY) rather than kept in memory. */
  maxWaiting: number;
  /** Uploads one member may have under way at once (the writer sends a post's images together). */
  perMember: number;
  /** Pixels to decode (every frame) up to which an image is light: it takes the light lane. */
  lightPixels?: number;
}

/**
 * A screenshot or a photo from a phone decodes in a fraction of a second; a 300-frame GIF takes
 * seconds. 4 megapixels holds a 2560×1440 screenshot.
 */
export const LIGHT_IMAGE_PIXELS = 4_000_000;

/** What the header says before anything is decoded: how many pixels decoding will take. */
export interface Inspected {
  pixels: number;
}

/**
 * Runs uploads so that image work can never take every core or libuv thread (which file reads and
 * password hashing need too) and no member can crowd others out. Each member's uploads are read and
 * decoded one after the other; the decoders are shared by the members in turns (the member served
 * longest ago goes next, FairLane), and light images have a lane of their own, so a small picture
 * never waits behind others' heavy animations. A waiting upload is not read yet, so a member's
 * queue costs no memory and a slow sender delays only itself.
 */
export class ImageQueue {
  private readonly heavy: FairLane;
  private readonly light = new FairLane(1);
  /** Each member's uploads, one after the other (the ones waiting count as under way). */
  private readonly members = memberSlots(1);

  constructor(private readonly options: ImageQueueOptions) {
    this.heavy = new FairLane(options.concurrency);
  }

  /**
   * Reads a member's file, inspects its header (where refusals happen, without a decoder) and
   * decodes it in the lane its weight picks.
   */
  async run<F, I extends Inspected, T>(memberId: string, job: { read: () => Promise<F>; inspect: (file: F) => Promise<I>; decode: (inspected: I) => Promise<T> }): Promise<T> {
    if (this.members.heldBy(memberId) >= this.options.perMember) throw new AppError('RATE_LIMITED', 'Wait for your other images to finish uploading');
    return this.members.run(memberId, async () => {
      const inspected = await job.inspect(await job.read());
      if (this.heavy.waitingCount + this.light.waitingCount >= this.options.maxWaiting) {
        throw new AppError('SERVER_BUSY', 'Many images are being processed: try again in a moment');
      }
      const lane = inspected.pixels <= (this.options.lightPixels ?? LIGHT_IMAGE_PIXELS) ? this.light : this.heavy;
      return lane.run(memberId, () => job.decode(inspected));
    });
  }
}
