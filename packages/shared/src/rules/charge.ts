import { CHARGE_CURRENCIES, type ChargeCurrency, type LateCancelRefund } from '../constants/charge-currencies.ts';

/**
 * A US-cent price in a charge currency's minor units at `rate` units a dollar, rounded up to a
 * whole major unit (nobody pays 1,550.37 naira), plus the provider's fee on top when the mentee
 * bears it (`feeBasisPoints`, grossed up so the fee taken from the total leaves the price).
 */
export function chargeMinor(usdCents: number, currency: ChargeCurrency, rate: number, feeBasisPoints = 0): number {
  const unit = 10 ** CHARGE_CURRENCIES[currency].exponent;
  const major = (usdCents / 100) * rate;
  const gross = feeBasisPoints > 0 ? (major * 10_000) / (10_000 - feeBasisPoints) : major;
  return Math.ceil(gross - 1e-9) * unit;
}

/** One formatter per exponent: `toLocaleString` with options builds a new one on every call (each receipt of a settle asks). */
const chargeFormats = new Map<number, Intl.NumberFormat>();
const chargeNumberFormat = (exponent: number) => {
  let format = chargeFormats.get(exponent);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: exponent });
    chargeFormats.set(exponent, format);
  }
  return format;
};

/** "₦62,000", "KSh 5,160.00": an amount in minor units of a charge currency, for the screens. */
export function formatCharge(minor: number, currency: ChargeCurrency): string {
  const { exponent, symbol } = CHARGE_CURRENCIES[currency];
  const number = chargeNumberFormat(exponent).format(minor / 10 ** exponent);
  return symbol.length > 1 ? `${symbol} ${number}` : `${symbol}${number}`;
}

/**
 * The refund of a paid session by the rule both members see at booking: the mentor cancelling,
 * or the mentee cancelling early, refunds it all; a mentee's late cancellation refunds what the
 * mentor chose (none, half, full). In minor units; half is rounded down to a whole minor unit.
 */
export function refundFor(o: {
  paidMinor: number;
  cancelledBy: 'mentor' | 'mentee';
  late: boolean;
  lateCancelRefund: LateCancelRefund;
}): number {
  if (o.cancelledBy === 'mentor' || !o.late || o.lateCancelRefund === 'full') return o.paidMinor;
  if (o.lateCancelRefund === 'half') return Math.floor(o.paidMinor / 2);
  return 0;
}
