import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData, shouldSeed } from './seed/demo.ts';

/** Starts one server: database, migrations, demo data, then listen; stops cleanly on SIGTERM/SIGINT. */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let stopping = false;

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app?.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      console.error('Shutdown took longer than 10 s; exiting.');
      process.exit(1);
    }, 10_000);
    try {
      await app?.close();
    } finally {
      await database.close();
      clearTimeout(timer);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  try {
    await database.migrate();
    app = await buildApp({ config, database });
    if (await shouldSeed(config, database)) {
      const demo = await seedDemoData(database.db, app.storage);
      // A banner for the person at the terminal, not a log line.
      console.log(`\nDemo data added. Sign in with any of these accounts, password "${demo.password}":`);
      for (const account of demo.accounts.slice(0, 10)) console.log(`  ${account.role.padEnd(6)}  ${account.email}`);
      console.log(`  … and ${demo.accounts.length - 10} more mentors`);
      console.log('');
    }
    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      `Prosper Mentor is ready on ${config.publicUrl} (database: ${database.kind}, started in ${Math.round(performance.now() - startedAt)} ms)`,
    );
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
