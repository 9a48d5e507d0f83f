import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { profiles } from '../db/schema/profiles.ts';

/** `npm run admin -- grant EMAIL`: the only way to make an admin. */
const [command, rawEmail] = process.argv.slice(2);
if (command !== 'grant' || !rawEmail) {
  console.error('Usage: npm run admin -- grant EMAIL');
  process.exit(2);
}
const email = rawEmail.trim().toLowerCase();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const updated = await database.db.update(profiles).set({ role: 'admin', updatedAt: new Date() }).where(eq(profiles.email, email)).returning({ id: profiles.id });
  if (updated.length === 0) {
    console.error(`No member with the email ${email}.`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is now an admin.`);
  }
} finally {
  await database.close();
}
