import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { devOutbox } from '../db/schema/index.ts';

export type OutboxChannel = 'email' | 'sms';

/** The development outbox: what development adapters would have sent, kept in the database so every process sees it. */
export class DevOutbox {
  constructor(
    private readonly db: Database,
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
    /** Development only: the body (a reset link, a code) goes to the log too. */
    private readonly logBodies: boolean,
  ) {}

  async record(channel: OutboxChannel, to: string, subject: string | null, text: string): Promise<void> {
    await this.db.insert(devOutbox).values({ channel, to, subject, text });
    const heading = `[dev ${channel}] to ${to}${subject ? `: ${subject}` : ''}`;
    this.log.info({ channel, to, subject }, this.logBodies ? `${heading}\n${text}` : `${heading} (body kept in the dev outbox only)`);
  }

  async list(to?: string) {
    const rows = await this.db
      .select()
      .from(devOutbox)
      .where(to ? and(eq(devOutbox.to, to.toLowerCase())) : undefined)
      .orderBy(desc(devOutbox.createdAt))
      .limit(100);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }
}
