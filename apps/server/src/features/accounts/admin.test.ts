import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/profiles.ts';
import { createMember } from '../../seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { grantAdmin } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('grants admin by email, whatever its case, and says when nobody has it', async () => {
  const member = await createMember(t.database.db, { role: 'mentor' });
  expect(await grantAdmin(t.database.db, `  ${member.email.toUpperCase()} `)).toBe(true);
  const [row] = await t.database.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, member.id));
  expect(row?.role).toBe('admin');
  expect(await grantAdmin(t.database.db, 'nobody@example.com')).toBe(false);
});
