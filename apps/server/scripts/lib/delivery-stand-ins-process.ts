/**
 * The push service and SMS provider stand-ins (src/test) in a process of their own, for
 * bench-reminders.ts: those services run on their own machines, so the decryption and VAPID checks
 * of thousands of pushes must not take turns on the event loop of the server being timed. Asked for
 * `devices`, it makes that many browsers' subscriptions; asked for a report, it counts what came.
 */
import { startPushService } from '../../src/test/push-service.ts';
import { startSmsProviders } from '../../src/test/sms-providers.ts';

export type StandInsRequest = { devices: number } | 'report';
export type Subscription = { endpoint: string; p256dh: string; auth: string };
export type StandInsReport = { pushes: number; pushedDevices: number; refusedPushes: number; texts: number; textedNumbers: number };
export type StandInsMessage = { pushOrigin: string; smsOrigin: string } | { subscriptions: Subscription[] } | StandInsReport;

const reply = (message: StandInsMessage) => process.send!(message);
const push = await startPushService();
const sms = await startSmsProviders();
process.once('disconnect', () => void Promise.all([push.close(), sms.close()]).finally(() => process.exit(0)));
process.on('message', (request: StandInsRequest) => {
  if (request === 'report') {
    return reply({
      pushes: push.received.length,
      pushedDevices: new Set(push.received.map((p) => p.device)).size,
      refusedPushes: push.refused.length,
      texts: sms.received.length,
      textedNumbers: new Set(sms.received.map((r) => r.to)).size,
    });
  }
  reply({
    subscriptions: Array.from({ length: request.devices }, (_, i) => {
      const { endpoint, keys } = push.device(`device-${i + 1}`).subscription;
      return { endpoint, ...keys };
    }),
  });
});
reply({ pushOrigin: push.origin, smsOrigin: sms.origin });
