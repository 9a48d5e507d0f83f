/**
 * The local WhatsApp Cloud API stand-in as a process of its own, for the journeys: Playwright starts
 * it next to the server (e2e/playwright.config.ts), and the server's WHATSAPP_BASE_URL points at it.
 * WHATSAPP_STAND_IN_PORT: where it listens; WHATSAPP_STAND_IN_WEBHOOK_URL: where its statuses go.
 */
import { startWhatsappStandIn } from '../src/test/whatsapp-stand-in.ts';

const standIn = await startWhatsappStandIn({
  port: Number(process.env.WHATSAPP_STAND_IN_PORT ?? 3102),
  webhookUrl: process.env.WHATSAPP_STAND_IN_WEBHOOK_URL,
});
console.log(`WhatsApp stand-in on ${standIn.origin}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void standIn.close().finally(() => process.exit(0)));
}
