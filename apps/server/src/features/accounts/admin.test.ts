import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/profiles.ts';
import { createMember } from '../../seed/factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { grantAdmin } from './service.ts';

const t = useTestApp();

it('grants admin by email, whatever its case, and says when nobody has it', async () => {
  const member = await createMember(t.database.db, { role: 'mentor' });
  expect(await grantAdmin(t.database.db, `  ${member.email.toUpperCase()} `)).toBe(true);
  const [row] = await t.database.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, member.id));
  expect(row?.role).toBe('admin');
  expect(await grantAdmin(t.database.db, 'nobody@example.com')).toBe(false);
});
