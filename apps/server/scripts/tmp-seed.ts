import { openDatabase } from '../src/db/client.ts';
import { seedMentors } from './lib/seed-mentors.ts';
const d = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:55433/bench' });
await d.migrate();
await seedMentors(d.db, 100000);
await d.close();
