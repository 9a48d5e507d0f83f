import type { FastifyInstance } from 'fastify';
import { type SmsDeps, smsDeps } from '../sms/send.ts';
import { whatsappOptedInAt } from './choice.ts';
import { templateSender, whatsappClient } from './client.ts';
import type { WhatsappTemplate } from './templates.ts';

/**
 * How a member's text leaves (decision 053): by WhatsApp, as this template, when WhatsApp is
 * configured and the member opted in for this number; by SMS otherwise. Either way through
 * `sendSms`, so a WhatsApp message is recorded in `sms_sends`, counts against SMS_DAILY_CAP, and
 * goes only to a country admins allow.
 */
export async function textDepsFor(app: FastifyInstance, userId: string, phone: string, template: WhatsappTemplate): Promise<SmsDeps> {
  const config = app.config.whatsapp;
  if (!config || !(await whatsappOptedInAt(app.db, userId, phone))) return smsDeps(app);
  return { ...smsDeps(app), client: templateSender(whatsappClient(config), template) };
}
