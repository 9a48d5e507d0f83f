import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChargeRate, ChargeRateCurrency, ChargeRateInput } from '@prosper/shared/schemas/charge-rates';
import type { PaymentCountry, PaymentCountryInput } from '@prosper/shared/schemas/payment-countries';
import type { SmsCountry } from '@prosper/shared/schemas/sms';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/*
 * The Countries section's calls (decision 054): three small tables, each read whole. A change
 * refreshes its own list and the audit log, which records it.
 */

export const paymentCountriesQuery = queryOptions({
  queryKey: adminKeys.paymentCountries,
  queryFn: ({ signal }) => api<{ countries: PaymentCountry[] }>('/api/admin/payment-countries', { signal }),
});

export const chargeRatesQuery = queryOptions({
  queryKey: adminKeys.chargeRates,
  queryFn: ({ signal }) => api<{ currencies: ChargeRateCurrency[] }>('/api/admin/charge-rates', { signal }),
});

export const smsCountriesQuery = queryOptions({
  queryKey: adminKeys.smsCountries,
  queryFn: ({ signal }) => api<{ countries: SmsCountry[] }>('/api/admin/sms-countries', { signal }),
});

/** A mutation that refreshes its list and the audit log once done. */
function useCountriesMutation<Input, Output>(key: readonly string[], send: (input: Input) => Promise<Output>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    retry: false,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: key }), qc.invalidateQueries({ queryKey: adminKeys.auditLog })]),
  });
}

const countryPath = (code: string) => `/api/admin/payment-countries/${encodeURIComponent(code)}`;
const smsPath = (callingCode: string) => `/api/admin/sms-countries/${encodeURIComponent(callingCode)}`;

export const useSetPaymentCountry = () =>
  useCountriesMutation(adminKeys.paymentCountries, ({ code, ...body }: PaymentCountryInput & { code: string }) =>
    api<PaymentCountry>(countryPath(code), { method: 'PUT', body }),
  );

export const useRemovePaymentCountry = () =>
  useCountriesMutation(adminKeys.paymentCountries, (code: string) => api<null>(countryPath(code), { method: 'DELETE' }));

export const useSetChargeRate = () =>
  useCountriesMutation(adminKeys.chargeRates, (body: ChargeRateInput) =>
    api<ChargeRate>('/api/admin/charge-rates', { method: 'POST', body }),
  );

export const useAllowSmsCountry = () =>
  useCountriesMutation(adminKeys.smsCountries, ({ callingCode, name }: SmsCountry) =>
    api<SmsCountry>(smsPath(callingCode), { method: 'PUT', body: { name } }),
  );

export const useDisallowSmsCountry = () =>
  useCountriesMutation(adminKeys.smsCountries, (callingCode: string) => api<null>(smsPath(callingCode), { method: 'DELETE' }));
