import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { grantAdmin } from '../features/accounts/service.ts';

/** `npm run admin -- grant EMAIL`: the only way to make an admin. */
const [command, email] = process.argv.slice(2);
if (command !== 'grant' || !email) {
  console.error('Usage: npm run admin -- grant EMAIL');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  if (await grantAdmin(database.db, email)) {
    console.log(`${email.trim().toLowerCase()} is now an admin.`);
  } else {
    console.error(`No member with the email ${email}.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
