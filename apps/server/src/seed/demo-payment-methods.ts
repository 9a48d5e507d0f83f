import { type PaymentMethod, paymentMethodSchema } from '@prosper/shared/schemas/payment-method';

/*
 * How the demo mentors who charge take payment, by where they live: M-Pesa in Kenya and Tanzania,
 * MTN MoMo where MTN runs it, a bank account (and PayPal) elsewhere. Made-up numbers in the right
 * shapes, deterministic, and checked by the same schema as a mentor's own.
 */

const MOMO_CODES: Record<string, string> = {
  Ghana: '233',
  Uganda: '256',
  Rwanda: '250',
  'Côte d’Ivoire': '225',
  Zambia: '260',
  Guinea: '224',
};

const BANKS: Record<string, string> = {
  Nigeria: 'Guaranty Trust Bank',
  'South Africa': 'First National Bank',
  Senegal: 'Ecobank Sénégal',
  Morocco: 'Attijariwafa Bank',
  Egypt: 'Banque Misr',
  Ethiopia: 'Commercial Bank of Ethiopia',
  Zimbabwe: 'CBZ Bank',
  Mali: 'Banque Atlantique Mali',
};

/** Seven digits from the member's place in the list, so every demo number differs. */
const digits = (i: number) => String(1_000_000 + ((i * 7_919) % 9_000_000)).slice(-7);

export function demoPaymentMethods(m: { firstName?: string; lastName?: string; country?: string | null }, i: number): PaymentMethod[] {
  const name = `${m.firstName} ${m.lastName}`;
  const handle = `${m.firstName}${m.lastName}`
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
  const country = m.country ?? '';
  const methods: object[] = [];
  if (country === 'Kenya') methods.push({ kind: 'mpesa', tillNumber: digits(i).slice(0, 6), phone: `+2547${digits(i)}1` });
  else if (country === 'Tanzania') methods.push({ kind: 'mpesa', phone: `+2557${digits(i)}4` });
  else if (MOMO_CODES[country]) methods.push({ kind: 'momo', country, phone: `+${MOMO_CODES[country]}5${digits(i)}0` });
  else {
    methods.push({
      kind: 'bank',
      bankName: BANKS[country] ?? 'Ecobank',
      accountName: name,
      accountNumber: `00${digits(i)}${digits(i + 3)}`,
      branch: '',
      swift: '',
    });
  }
  // Some also take PayPal, for mentees abroad.
  if (i % 2 === 0) methods.push({ kind: 'paypal', address: `paypal.me/${handle.slice(0, 20)}` });
  return methods.map((method) => paymentMethodSchema.parse(method));
}
