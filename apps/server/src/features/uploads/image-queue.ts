import pLimit, { type LimitFunction } from 'p-limit';
import { AppError } from '../../errors.ts';

export interface ImageQueueOptions {
  /** Images decoded at once in this process: each takes one core and one libuv thread while it runs. */
  concurrency: number;
  /** Images read and waiting for a decoder; more are refused (SERVER_BUSY) rather than kept in memory. */
  maxWaiting: number;
  /** Uploads one member may have under way at once (the writer sends a post's images together). */
  perMember: number;
}

/**
 * Runs uploads so that image work can never take every core or libuv thread (which file reads and
 * password hashing need too) and no member can crowd others out: each member's uploads are read
 * and decoded one after the other, and the decoders are shared by all members in turn. A waiting
 * upload is not read yet, so a member's queue costs no memory and a slow sender delays only itself.
 */
export class ImageQueue {
  private readonly decoders: LimitFunction;
  private readonly members = new Map<string, { turn: LimitFunction; underWay: number }>();

  constructor(private readonly options: ImageQueueOptions) {
    this.decoders = pLimit(options.concurrency);
  }

  async run<F, T>(memberId: string, read: () => Promise<F>, decode: (file: F) => Promise<T>): Promise<T> {
    const member = this.members.get(memberId) ?? { turn: pLimit(1), underWay: 0 };
    if (member.underWay >= this.options.perMember) throw new AppError('RATE_LIMITED', 'Wait for your other images to finish uploading');
    member.underWay += 1;
    this.members.set(memberId, member);
    try {
      return await member.turn(async () => {
        const file = await read();
        if (this.decoders.pendingCount >= this.options.maxWaiting) {
          throw new AppError('SERVER_BUSY', 'Many images are being processed: try again in a moment');
        }
        return this.decoders(() => decode(file));
      });
    } finally {
      member.underWay -= 1;
      if (member.underWay === 0) this.members.delete(memberId);
    }
  }
}
