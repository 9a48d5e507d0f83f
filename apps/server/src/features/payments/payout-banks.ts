import { en, fill } from '@prosper/shared/i18n/en';
import type { ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import type { PayoutBank, PayoutBanks } from '@prosper/shared/schemas/payout';
import { AppError } from '../../lib/app-error.ts';
import { type PayoutAccountDeps, payingAccount } from './payout-accounts.ts';

/*
 * The banks a mentor chooses from for a payout account (decision 061): the provider's own list for
 * the provider account that pays out in the currency (Paystack's GET /bank, Flutterwave v3's GET
 * /v3/banks/:country), kept in this instance's memory for a while, since banks rarely change and the
 * form asks each time a currency is chosen. A failed refresh serves the list kept before, if any.
 */

/** How long a provider's bank list is kept before it is asked again. */
export const BANK_LIST_TTL_MS = 12 * 3_600_000;

type Kept = { at: number; banks: PayoutBank[] };

const byName = (a: PayoutBank, b: PayoutBank) => a.name.localeCompare(b.name, 'en');

/** The bank lists of one app instance, kept in its memory (made once by the payout routes). */
export function payoutBankLists(deps: PayoutAccountDeps) {
  const kept = new Map<string, Kept>();
  /** One call to the provider per list at a time, however many mentors open the form at once. */
  const asking = new Map<string, Promise<PayoutBank[]>>();

  return async function payoutBanks(currency: ChargeCurrency, now = Date.now()): Promise<PayoutBanks> {
    const paying = await payingAccount(deps.db, deps.config, currency);
    if (!paying) throw new AppError(409, 'payouts_unavailable', fill(en.payouts.notAvailable, { currency }));
    const key = `${paying.provider}:${paying.code}:${currency}`;
    const before = kept.get(key);
    if (before && now - before.at < BANK_LIST_TTL_MS) return { currency, banks: before.banks };
    let pending = asking.get(key);
    if (!pending) {
      pending = deps.gateways[paying.provider]
        .banks({ country: paying.code, currency })
        .then((banks) => {
          const sorted = [...banks].sort(byName);
          kept.set(key, { at: Date.now(), banks: sorted });
          return sorted;
        })
        .finally(() => asking.delete(key));
      asking.set(key, pending);
    }
    try {
      return { currency, banks: await pending };
    } catch (error) {
      deps.log.warn(
        { payout: { provider: paying.provider, error: error instanceof Error ? error.message : 'unexpected' } },
        'payouts: bank list failed',
      );
      if (before) return { currency, banks: before.banks };
      throw new AppError(502, 'provider_unavailable', en.payouts.providerUnavailable);
    }
  };
}
