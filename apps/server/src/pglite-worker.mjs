// The embedded database in a worker thread: PGlite, served over the PostgreSQL wire protocol on a
// Unix socket (pglite-socket), so queries run off the request thread and the server talks to it
// with the same `pg` driver as to a real PostgreSQL. Plain JavaScript: it runs as it is, from
// src/ in development and tests and from dist/ once built.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** @type {{ dataDir: string | null; dumpFile: string | null; socketPath: string }} */
const { dataDir, dumpFile, socketPath } = workerData;

const db = await PGlite.create({
  // The member search (migration 0011) uses both.
  extensions: { pg_trgm, unaccent },
  ...(dataDir ? { dataDir } : {}),
  ...(dumpFile ? { loadDataDir: new Blob([await readFile(dumpFile)]) } : {}),
});
// Two connections: pg drops a connection after a failed query and opens the next one while the
// last is still closing (one would refuse it). pglite-socket runs their queries one at a time.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 2 });
await server.start();

parentPort?.on('message', async (message) => {
  if (message === 'dump') {
    const dump = await db.dumpDataDir('none');
    parentPort?.postMessage({ dump: Buffer.from(await dump.arrayBuffer()) });
  } else if (message === 'stop') {
    await server.stop();
    await db.close();
    parentPort?.postMessage('stopped');
    parentPort?.close();
  }
});
parentPort?.postMessage('ready');
