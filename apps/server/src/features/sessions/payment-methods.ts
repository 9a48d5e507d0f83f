import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import type { LateCancelRefund } from '@prosper/shared/constants/charge-currencies';
import type { PaymentMethod, PaymentMethods } from '@prosper/shared/schemas/payment-method';
import { type Db, rowsOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

/** The mentor's own methods, and whether they charge for sessions (then mentees need at least one). */
export type MentorPaymentMethods = { methods: PaymentMethod[]; chargesForSessions: boolean; lateCancelRefund: LateCancelRefund };

type Row = { hourly_rate_cents: number | null; methods: PaymentMethod[] | null; late_cancel_refund: LateCancelRefund | null };

/** The mentor's methods as saved (none before the first save); 403 for a member who is not a mentor. */
export async function paymentMethodsOf(db: Db, { mentorId }: { mentorId: string }): Promise<MentorPaymentMethods> {
  const row = rowsOf<Row>(
    await db.execute(sql`
      select mp.hourly_rate_cents, pm.methods, pm.late_cancel_refund
      from mentor_profiles mp left join mentor_payment_methods pm on pm.mentor_id = mp.id
      where mp.id = ${mentorId}`),
  )[0];
  if (!row) throw new AppError(403, 'not_a_mentor', en.errors.mentorsOnly);
  return {
    methods: row.methods ?? [],
    chargesForSessions: (row.hourly_rate_cents ?? 0) > 0,
    lateCancelRefund: row.late_cancel_refund ?? 'none',
  };
}

/**
 * Saves the list whole, as the shared schema checked it. Sessions already confirmed show the new
 * details at once: a mentee pays where the mentor takes payment now.
 */
export async function savePaymentMethods(db: Db, { mentorId, methods, lateCancelRefund }: { mentorId: string } & PaymentMethods) {
  const before = await paymentMethodsOf(db, { mentorId });
  const late = lateCancelRefund ?? before.lateCancelRefund;
  await db.execute(sql`
    insert into mentor_payment_methods (mentor_id, methods, late_cancel_refund) values (${mentorId}, ${JSON.stringify(methods)}::jsonb, ${late})
    on conflict (mentor_id) do update set methods = excluded.methods, late_cancel_refund = excluded.late_cancel_refund, updated_at = now()`);
  return paymentMethodsOf(db, { mentorId });
}
