import type { FastifyInstance } from 'fastify';
import { type SmsDeps, smsDeps } from '../sms/send.ts';
import { whatsappOptedInAt, whatsappStoppedAt } from './choice.ts';
import { templateSender, whatsappClient } from './client.ts';
import type { WhatsappTemplate } from './templates.ts';

/**
 * Which way a member's text goes, and so which channel its delivery is recorded under (decision
 * 058): `whatsapp` when WhatsApp is configured and the member opted in for this number, `sms`
 * otherwise. A number that replied STOP on WhatsApp stays on the WhatsApp channel, `stopped`, so
 * the text is refused as an opt-out there and does not silently move to SMS.
 */
export async function textWayFor(
  app: Pick<FastifyInstance, 'config' | 'db'>,
  userId: string,
  phone: string,
): Promise<{ channel: 'sms' | 'whatsapp'; stopped: boolean }> {
  if (!app.config.whatsapp || !(await whatsappOptedInAt(app.db, userId, phone))) return { channel: 'sms', stopped: false };
  return { channel: 'whatsapp', stopped: (await whatsappStoppedAt(app.db, phone)) !== null };
}

/**
 * How a member's text leaves (decision 053): by WhatsApp, as this template, on the `whatsapp` way;
 * by SMS otherwise. Either way through `sendSms`, so a WhatsApp message is recorded in `sms_sends`,
 * counts against SMS_DAILY_CAP, and goes only to a country admins allow.
 */
export function textDeps(app: FastifyInstance, channel: 'sms' | 'whatsapp', template: WhatsappTemplate): SmsDeps {
  const config = app.config.whatsapp;
  if (channel === 'sms' || !config) return smsDeps(app);
  return { ...smsDeps(app), client: templateSender(whatsappClient(config), template) };
}

/** Both steps at once, for a caller that records no delivery (tests of the send path). */
export async function textDepsFor(app: FastifyInstance, userId: string, phone: string, template: WhatsappTemplate): Promise<SmsDeps> {
  return textDeps(app, (await textWayFor(app, userId, phone)).channel, template);
}
