import path from 'node:path';
import { loadConfig } from '../config.ts';
import { createLocalStorage } from '../storage/storage.ts';
import { openDatabase } from '../db/client.ts';
import { demoSeeded, seedDemoData } from '../seed/demo.ts';

/** `npm run seed`: adds the demo members to the configured database, once; refused in production. */
const config = loadConfig();
if (config.env === 'production') {
  console.error('Refusing to seed demo data: NODE_ENV is production.');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  if (await demoSeeded(database.db)) {
    console.log('Demo data is already there.');
  } else {
    const demo = await seedDemoData(database.db, createLocalStorage(path.join(config.dataDir, 'uploads'), config.authSecret));
    console.log(`Demo data added. Password for every account: ${demo.password}`);
    for (const a of demo.accounts) console.log(`  ${a.role.padEnd(6)}  ${a.email}`);
  }
} finally {
  await database.close();
}
