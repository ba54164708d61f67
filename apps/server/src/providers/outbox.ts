import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { devOutbox } from '../db/schema/index.ts';

export type OutboxChannel = 'email' | 'sms';

/** The development outbox: what development adapters would have sent, kept in the database so every process sees it. */
export class DevOutbox {
  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async record(channel: OutboxChannel, to: string, subject: string | null, text: string): Promise<void> {
    await this.db.insert(devOutbox).values({ channel, to, subject, text });
    this.log.info({ channel, to, subject }, `[dev ${channel}] to ${to}${subject ? `: ${subject}` : ''}\n${text}`);
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
