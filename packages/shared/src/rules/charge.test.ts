import { describe, expect, it } from 'vitest';
import { chargeMinor, formatCharge, refundFor } from './charge.ts';

describe('what a mentee is charged', () => {
  it('converts US cents at the rate, rounded up to a whole major unit, in minor units', () => {
    expect(chargeMinor(4000, 'NGN', 1550)).toBe(6_200_000);
    expect(chargeMinor(1500, 'ZAR', 18.2)).toBe(27_300);
    expect(chargeMinor(1999, 'KES', 129)).toBe(257_900); // 2,578.71 shillings → 2,579
    // The CFA franc has no minor unit: whole francs.
    expect(chargeMinor(4000, 'XOF', 605)).toBe(24_200);
  });

  it('grosses the price up by the fee when the mentee bears it, so the fee taken leaves the price', () => {
    const charged = chargeMinor(4000, 'NGN', 1550, 150);
    expect(charged).toBe(6_294_500);
    expect(charged * (1 - 0.015)).toBeGreaterThanOrEqual(6_200_000);
  });

  it('is shown in its currency', () => {
    expect(formatCharge(27_300, 'ZAR')).toBe('R273');
    expect(formatCharge(6_200_000, 'NGN')).toBe('₦62,000');
    expect(formatCharge(257_950, 'KES')).toBe('KSh 2,579.5');
    expect(formatCharge(24_200, 'XOF')).toBe('CFA 24,200');
  });
});

describe('the refund of a cancelled paid session', () => {
  const paidMinor = 27_301;
  it('is everything when the mentor cancels, or the mentee cancels in time', () => {
    expect(refundFor({ paidMinor, cancelledBy: 'mentor', late: true, lateCancelRefund: 'none' })).toBe(paidMinor);
    expect(refundFor({ paidMinor, cancelledBy: 'mentee', late: false, lateCancelRefund: 'none' })).toBe(paidMinor);
  });
  it('is the mentor’s choice when the mentee cancels late: nothing, half (rounded down) or everything', () => {
    expect(refundFor({ paidMinor, cancelledBy: 'mentee', late: true, lateCancelRefund: 'none' })).toBe(0);
    expect(refundFor({ paidMinor, cancelledBy: 'mentee', late: true, lateCancelRefund: 'half' })).toBe(13_650);
    expect(refundFor({ paidMinor, cancelledBy: 'mentee', late: true, lateCancelRefund: 'full' })).toBe(paidMinor);
  });
});
