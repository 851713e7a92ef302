import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { resolveSessionSecret } from './secrets';

/**
 * Entry point: configuration, database, listen, and graceful shutdown on SIGTERM/SIGINT: not ready at once,
 * still answering for SHUTDOWN_GRACE_MS (so a load balancer stops sending before the listener closes and
 * nothing it sent is reset), then closed and drained.
 */
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
  // files 600 and folders 700, and the data folder itself closed to others. (The embedded database sets
  // its files' modes itself, past the umask: db/pglite-private-files.ts keeps those private too.)
  process.umask(0o077);
  // One process per embedded database: a second one on the same DATA_DIR stops here, naming the first.
  let dataDirLock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    await mkdir(config.dataDir, { recursive: true });
    try {
      dataDirLock = await lockDataDir(config.dataDir, {
        onWait: (message) => console.warn(message),
        onLost: (error) => {
          console.error(
            `The lock on the data directory ${config.dataDir} was lost (${error.message}); stopping.`,
          );
          process.exit(1);
        },
      });
      if (dataDirLock.kind === 'heartbeat')
        console.warn(
          "The kernel's file lock has no build for this platform: the data directory is held by a heartbeat lock.",
        );
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
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const sessionSecret = await resolveSessionSecret(config.sessionSecret, config.dataDir);
  let stopping = false;
  const app = await buildApp({ config, database, redis, sessionSecret, stopping: () => stopping });

  let endGrace: (() => void) | undefined;
  const shutdown = async (signal: string) => {
    // A second signal cuts the grace short.
    if (stopping) return endGrace?.();
    stopping = true;
    if (config.shutdownGraceMs > 0) {
      app.log.info(
        { signal, grace_ms: config.shutdownGraceMs },
        'shutting down: not ready from now on, still answering until the grace ends',
      );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, config.shutdownGraceMs);
        endGrace = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Something stuck must not keep the process alive: 9 s after the grace the database gets one more
    // second to close, and the process exits within 10 s of the grace's end either way.
    const forceExit = setTimeout(() => {
      app.log.error('shutdown timed out; closing the database and exiting');
      const giveUp = new Promise((resolve) => setTimeout(resolve, 1_000).unref());
      void Promise.race([database.close().catch(() => {}), giveUp]).then(() => process.exit(1));
    }, 9_000);
    forceExit.unref();
    try {
      await app.close();
      await database.close();
      await dataDirLock?.release();
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
