import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { databaseTarget, openDatabase } from './db/client.ts';
import { DiskFullError, fullDiskMessage, isStorageFull } from './disk-space.ts';
import { seedDemoData } from './seed/demo-seed.ts';

async function main() {
  // A local .env (see .env.example) fills in settings the environment does not set.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config.DATABASE_URL, config.dataDir));
  await database.migrate().catch((error: unknown) => {
    if (!isStorageFull(error)) throw error;
    throw new DiskFullError(`The database's disk is full: its migrations could not be written. ${fullDiskMessage(config.dataDir) ?? 'Free some space on the database server, then start again.'}`, { cause: error });
  });
  const { app, auth, storage } = await buildApp({ config, database });

  if (config.SEED_DEMO && !config.seedDemo) {
    app.log.warn('SEED_DEMO is ignored: demo members, whose passwords are published, are only created in development or test on a localhost PUBLIC_URL');
  }
  if (config.seedDemo) {
    const accounts = await seedDemoData({ db: database.db, auth, storage, config });
    if (accounts) {
      const labelWidth = Math.max(...accounts.map((account) => account.label.length));
      const emailWidth = Math.max(...accounts.map((account) => account.email.length));
      app.log.info(
        '\nDemo members (seeded on first start):\n' +
          accounts.map((account) => `  ${account.label.padEnd(labelWidth)}  ${account.email.padEnd(emailWidth)}  ${account.password}`).join('\n'),
      );
    }
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`ARYA Community is up on ${config.publicUrl} (${database.kind} database${config.apiDocs ? `, API docs at ${config.publicUrl}/api/docs` : ''})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DiskFullError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
