/**
 * The Paystack stand-in in a process of its own, for bench-payments.ts: Paystack answers the
 * server's verify calls from its own machines, so the stand-in must not take turns on the event
 * loop of the server being timed (sharing it, the stand-in took one new connection per turn of a
 * busy loop, and the first burst's verify calls waited for that). It reports its URL once up; asked
 * to, it marks transactions paid and hands back their signed charge.success events; it stops when
 * the benchmark disconnects.
 */
import { startPaystackStandIn } from '../../src/test/paystack-stand-in.ts';

export type StandInRequest = { pay: string[]; deliveries: number };
export type StandInMessage = { url: string } | { events: { body: string; signature: string }[] } | { error: string };

const reply = (message: StandInMessage) => process.send!(message);
const standIn = await startPaystackStandIn();
process.once('disconnect', () => void standIn.close().finally(() => process.exit(0)));
process.on('message', async (request: StandInRequest) => {
  try {
    for (const reference of request.pay) await standIn.pay(reference, 'mobile_money');
    reply({ events: request.pay.flatMap((reference) => Array.from({ length: request.deliveries }, () => standIn.signedEvent(reference))) });
  } catch (err) {
    reply({ error: err instanceof Error ? err.message : String(err) });
  }
});
reply({ url: standIn.url });
