/**
 * The local Flutterwave (v3) stand-in as a process of its own, for the journeys: Playwright starts it
 * next to the server (e2e/playwright.config.ts), and the server's FLUTTERWAVE_BASE_URL points at it.
 * FLUTTERWAVE_STAND_IN_PORT: where it listens; FLUTTERWAVE_STAND_IN_WEBHOOK_URL: where its events go;
 * FLUTTERWAVE_STAND_IN_SECRET_HASH: the hash its events carry (the server's FLUTTERWAVE_SECRET_HASH).
 */
import { startFlutterwaveStandIn } from '../src/test/flutterwave-stand-in.ts';

const standIn = await startFlutterwaveStandIn({
  port: Number(process.env.FLUTTERWAVE_STAND_IN_PORT ?? 4101),
  webhookUrl: process.env.FLUTTERWAVE_STAND_IN_WEBHOOK_URL,
  secretHash: process.env.FLUTTERWAVE_STAND_IN_SECRET_HASH ?? 'flutterwave-stand-in-hash',
  // Refunds answered completed at once: the journey sees the refund done without waiting for the job's next look.
  refundAfterMs: 0,
});
console.log(`Flutterwave stand-in on ${standIn.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void standIn.close().finally(() => process.exit(0)));
}
