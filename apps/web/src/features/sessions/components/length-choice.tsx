import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@prosper/shared/constants/currencies';
import { formatMoney } from '@prosper/shared/rules/money';
import { sessionPriceCents } from '@prosper/shared/rules/session-price';
import type { SessionLength } from '@prosper/shared/schemas/session';

/** The lengths the mentor offers, each with its price in the member's currency, as radio buttons. */
export function LengthChoice({
  lengths,
  value,
  onChange,
  hourlyRateCents,
  currency,
}: {
  lengths: SessionLength[];
  value: SessionLength;
  onChange: (length: SessionLength) => void;
  hourlyRateCents: number | null;
  currency: Currency;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-800">{t('sessions.sessionLength')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:max-w-md">
        {lengths.map((length) => {
          const price = sessionPriceCents(hourlyRateCents, length);
          return (
            <label
              key={length}
              className={clsx(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700',
                length === value ? 'border-brand-800 bg-brand-50' : 'border-stone-300 bg-white',
              )}
            >
              <input
                type="radio"
                name="session-length"
                value={length}
                checked={length === value}
                onChange={() => onChange(length)}
                className="size-4 accent-brand-800"
              />
              <span>
                <span className="block font-semibold">{t('sessions.minutes', { count: length })}</span>
                <span className="block text-stone-700">{price ? formatMoney(price, currency) : t('sessions.free')}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
