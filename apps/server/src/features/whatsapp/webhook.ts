import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, rowsOf } from '../../db/client.ts';

/** Whether `given` is our verify token, compared in constant time; with none set, nothing is. */
export function isVerifyToken(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether Meta signed these exact bytes: X-Hub-Signature-256 is `sha256=` and the hex HMAC-SHA256 with the app secret. */
export function isSignedByMeta(appSecret: string | undefined, raw: Buffer, header: string | undefined): boolean {
  if (!appSecret || !header) return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header);
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!.toLowerCase(), 'hex'));
}

const STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
/** Statuses can arrive out of order: a later one never goes back (read after delivered, not the reverse). */
const RANK: Record<(typeof STATUSES)[number], number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

const statusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.string(),
  timestamp: z.string().optional(),
  recipient_id: z.string().optional(),
  errors: z.array(z.object({ code: z.number().int(), title: z.string().optional(), message: z.string().optional() })).optional(),
});

/** Meta's webhook body (object whatsapp_business_account): only the statuses of our phone number are read. */
const notificationSchema = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z
            .object({
              metadata: z.object({ phone_number_id: z.string() }).optional(),
              statuses: z.array(z.unknown()).optional(),
              messages: z.array(z.unknown()).optional(),
            })
            .passthrough(),
        }),
      ),
    }),
  ),
});

/** Our phone number's changes of kind `messages` in a webhook body: statuses and members' messages. */
function ourChanges(phoneNumberId: string, body: unknown) {
  const parsed = notificationSchema.safeParse(body);
  if (!parsed.success || parsed.data.object !== 'whatsapp_business_account') return [];
  return parsed.data.entry
    .flatMap((entry) => entry.changes)
    .filter((change) => change.field === 'messages' && change.value.metadata?.phone_number_id === phoneNumberId)
    .map((change) => change.value);
}

/**
 * A member's message to us (Meta's `messages` array): `from` is their WhatsApp id, the number's
 * digits without `+`; a text's words are `text.body`, a quick-reply button's `button.text`.
 */
const inboundSchema = z.object({
  from: z.string().regex(/^\d{6,15}$/),
  id: z.string().max(200).optional(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
});

/** The word a member replies to stop WhatsApp messages, whatever its case and the spaces around it. */
export const isStopWord = (words: string) => words.trim().toUpperCase() === 'STOP';

/**
 * A member who replies STOP to us on WhatsApp is sent nothing by WhatsApp again at that number
 * (decision 058), as the SMS providers' STOP does for texts: the number is recorded in
 * `whatsapp_opt_outs`, once. Other messages are acknowledged and ignored. Answers the numbers stopped.
 */
export async function recordStops(db: Db, phoneNumberId: string, body: unknown): Promise<number> {
  const stops: { phone: string; id: string | null }[] = [];
  for (const value of ourChanges(phoneNumberId, body))
    for (const raw of value.messages ?? []) {
      const m = inboundSchema.safeParse(raw);
      if (!m.success) continue;
      const words = m.data.type === 'text' ? m.data.text?.body : m.data.type === 'button' ? m.data.button?.text : undefined;
      if (words !== undefined && isStopWord(words)) stops.push({ phone: `+${m.data.from}`, id: m.data.id ?? null });
    }
  if (stops.length === 0) return 0;
  const values = sql.join(
    stops.map((s) => sql`(${s.phone}, ${s.id})`),
    sql`, `,
  );
  const result = await db.execute(sql`
    insert into whatsapp_opt_outs (phone, message_id) values ${values} on conflict (phone) do nothing returning phone`);
  return rowsOf(result).length;
}

/**
 * Records each delivery status of a message we sent on its row (by Meta's message id): unknown ids,
 * other phone numbers and other kinds of change are acknowledged and ignored, so Meta stops resending.
 * Answers how many statuses were recorded.
 */
export async function recordStatuses(db: Db, phoneNumberId: string, body: unknown): Promise<number> {
  let recorded = 0;
  for (const value of ourChanges(phoneNumberId, body)) {
    for (const raw of value.statuses ?? []) {
      const s = statusSchema.safeParse(raw);
      if (!s.success || !(STATUSES as readonly string[]).includes(s.data.status)) continue;
      const status = s.data.status as (typeof STATUSES)[number];
      const error = status === 'failed' && s.data.errors?.[0] ? `${s.data.errors[0].code} ${s.data.errors[0].title ?? ''}`.trim() : null;
      const at = s.data.timestamp && /^\d{1,12}$/.test(s.data.timestamp) ? new Date(Number(s.data.timestamp) * 1000) : new Date();
      const result = await db.execute(sql`
          insert into whatsapp_statuses (send_id, status, error, updated_at)
          select id, ${status}, ${error}, ${at.toISOString()} from sms_sends where provider = 'whatsapp' and provider_message_id = ${s.data.id}
          on conflict (send_id) do update set status = excluded.status, error = excluded.error, updated_at = excluded.updated_at
            where (case whatsapp_statuses.status when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 else 4 end) < ${RANK[status]}
          returning send_id`);
      recorded += rowsOf(result).length;
    }
  }
  return recorded;
}
