import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths.ts';

/** Applies the migration files whose names sort before `until` (or all), statement by statement. */
async function migrate(client: PGlite, from: string, until?: string) {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql') && name >= from && (!until || name < until))
    .sort();
  for (const file of files) {
    for (const statement of readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8').split('--> statement-breakpoint')) {
      if (statement.trim()) await client.exec(statement);
    }
  }
}

let client: PGlite;
beforeAll(async () => {
  client = new PGlite({ extensions: { pg_trgm, unaccent } });
  await migrate(client, '0000', '0004');
  // Data as it was before uploads had tokens: posts point at storage paths.
  await client.exec(`
    insert into auth_users (id, name, email) values ('u1', 'Ann', 'ann@example.com');
    insert into users (id, display_name, default_language, system_alias) values ('u1', 'Ann', 'fr', 'ann-1');
    insert into uploads (user_id, hour_bucket, slot, path, content_type, width, height, bytes) values
      ('u1', 10, 0, 'user-assets/u1/10/0', 'image/webp', 4, 3, 100),
      ('u1', 10, 1, 'user-assets/u1/10/1', 'image/webp', 4, 3, 100),
      ('u1', 10, 2, 'user-assets/u1/10/2', 'image/webp', 4, 3, 100);
    insert into posts (author_id, id, text, images, is_deleted) values
      ('u1', 'live', 'A live post', '[{"url":"/files/user-assets/u1/10/0","width":4,"height":3},{"url":"https://elsewhere.example/x.png","width":1,"height":1}]', false),
      ('u1', 'gone', 'A deleted post', '[{"url":"/files/user-assets/u1/10/1","width":4,"height":3}]', true),
      ('u1', 'text', 'No images', '[]', false);
  `);
  await migrate(client, '0004');
});
afterAll(() => client.close());

describe('migration 0004 (upload tokens)', () => {
  it('gives every upload a token of over 128 random bits', async () => {
    const { rows } = await client.query<{ token: string }>('select token from uploads');
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.token)).size).toBe(3);
    for (const { token } of rows) expect(token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('points posts at the new addresses, in order, keeping sizes and other images', async () => {
    const { rows } = await client.query<{ id: string; images: { url: string; width: number }[] }>('select id, images from posts order by id');
    const [{ rows: [first] }, { rows: [second] }] = await Promise.all([
      client.query<{ token: string }>("select token from uploads where path = 'user-assets/u1/10/0'"),
      client.query<{ token: string }>("select token from uploads where path = 'user-assets/u1/10/1'"),
    ]);
    expect(rows).toEqual([
      { id: 'gone', images: [{ url: `/files/uploads/${second?.token}`, width: 4, height: 3 }] },
      { id: 'live', images: [{ url: `/files/uploads/${first?.token}`, width: 4, height: 3 }, { url: 'https://elsewhere.example/x.png', width: 1, height: 1 }] },
      { id: 'text', images: [] },
    ]);
  });

  it('withdraws the images only a deleted post showed', async () => {
    const { rows } = await client.query<{ path: string; withdrawn: boolean }>('select path, withdrawn from uploads order by path');
    expect(rows).toEqual([
      { path: 'user-assets/u1/10/0', withdrawn: false },
      { path: 'user-assets/u1/10/1', withdrawn: true },
      { path: 'user-assets/u1/10/2', withdrawn: false },
    ]);
  });
});
