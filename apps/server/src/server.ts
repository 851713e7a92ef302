import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { resolveSessionSecret } from './secrets';

/** Entry point: configuration, database, listen, and graceful shutdown on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // What the server writes (the embedded database, the generated secret) is for its own user only: new
  // files 600 and folders 700, and the data folder itself closed to others.
  process.umask(0o077);
  // One process per embedded database: a second one on the same DATA_DIR stops here, naming the first.
  if (!config.databaseUrl) {
    await mkdir(config.dataDir, { recursive: true });
    try {
      lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.resolve(config.dataDir, 'pglite') },
  );
  // The embedded database writes its files open to all; its own folder is closed to others instead.
  if (!config.databaseUrl) await chmod(path.resolve(config.dataDir, 'pglite'), 0o700);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const sessionSecret = await resolveSessionSecret(config.sessionSecret, config.dataDir);
  const app = await buildApp({ config, database, redis, sessionSecret });

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Something stuck must not keep the process alive: after 9 s the database gets one more second to
    // close, and the process exits within 10 s of the signal either way.
    const forceExit = setTimeout(() => {
      app.log.error('shutdown timed out; closing the database and exiting');
      const giveUp = new Promise((resolve) => setTimeout(resolve, 1_000).unref());
      void Promise.race([database.close().catch(() => {}), giveUp]).then(() => process.exit(1));
    }, 9_000);
    forceExit.unref();
    try {
      await app.close();
      await database.close();
      redis?.disconnect();
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not start listening');
    await database.close();
    process.exit(1);
  }
  app.log.info(
    { database: database.kind, url: config.publicUrl.href },
    `ResumeLoop is running on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
}

await main();
