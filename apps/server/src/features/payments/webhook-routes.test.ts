import { expect, it } from 'vitest';
import { PAYMENT_WEBHOOKS_PER_IP } from '@prosper/shared/constants/limits';
import { useTestApp } from '../../test/use-test-app.ts';

/*
 * The two providers' webhooks are counted apart: a burst at one (here unsigned posts from one
 * address, refused one by one) is held back at the limit without holding back the other's events.
 */

const t = useTestApp();
const post = (provider: string) =>
  t.app.inject({ method: 'POST', url: `/api/payments/${provider}/webhook`, payload: { event: 'charge.success', data: {} } });

it('holds back one provider’s burst past the limit and still hears the other', async () => {
  for (let i = 0; i < PAYMENT_WEBHOOKS_PER_IP.max; i++) expect((await post('paystack')).statusCode).toBe(401);
  const held = await post('paystack');
  expect(held.statusCode).toBe(429);
  expect(held.json()).toMatchObject({ error: { code: 'rate_limited' } });
  expect((await post('flutterwave')).statusCode).toBe(401);
});
