import * as en from '../i18n/en/index.ts';
import { describe, expect, it } from 'vitest';
import { paymentMethodSchema, paymentMethodsSchema, paymentSentSchema } from './payment-method.ts';

/** The message of the first problem, or null when the method is accepted. */
const problem = (input: unknown) => {
  const result = paymentMethodSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('payment methods', () => {
  it('keeps phone numbers in international form without separators', () => {
    expect(paymentMethodSchema.parse({ kind: 'mpesa', phone: ' +254 712-345 678 ' })).toEqual({
      kind: 'mpesa',
      tillNumber: '',
      phone: '+254712345678',
    });
    expect(problem({ kind: 'mpesa', phone: '0712 345 678' })).toBe('Please enter the number in international form, like +254 712 345 678.');
    expect(problem({ kind: 'mpesa', phone: '+254 712 ABC' })).toBe('Please enter the number in international form, like +254 712 345 678.');
  });

  it('takes an M-Pesa till, a phone or both, and refuses neither', () => {
    expect(paymentMethodSchema.parse({ kind: 'mpesa', tillNumber: '512 345' })).toMatchObject({ tillNumber: '512345', phone: '' });
    expect(problem({ kind: 'mpesa', tillNumber: '12' })).toBe('A till number has 5 to 7 digits.');
    expect(problem({ kind: 'mpesa', tillNumber: '', phone: '  ' })).toBe('Please enter a till number or a phone number.');
  });

  it('holds a MoMo number to its network’s country', () => {
    expect(paymentMethodSchema.parse({ kind: 'momo', country: 'Ghana', phone: '+233 24 123 4567' })).toEqual({
      kind: 'momo',
      country: 'Ghana',
      phone: '+233241234567',
    });
    expect(problem({ kind: 'momo', country: 'Ghana', phone: '+256 772 123 456' })).toBe('A MoMo number in Ghana starts with +233.');
    expect(problem({ kind: 'momo', country: 'Kenya', phone: '+254 712 345 678' })).toBe('Please choose the country of your MoMo wallet.');
    expect(problem({ kind: 'momo', country: 'Uganda', phone: '' })).toBe('Please enter a phone number.');
  });

  it('asks a bank transfer for bank, holder and number; branch and SWIFT are optional but checked', () => {
    const bank = { kind: 'bank', bankName: 'Equity Bank', accountName: 'Amara Okafor', accountNumber: '0170 2938 4756' };
    expect(paymentMethodSchema.parse(bank)).toEqual({ ...bank, accountNumber: '017029384756', branch: '', swift: '' });
    expect(paymentMethodSchema.parse({ ...bank, swift: 'eqblkenaxxx', branch: 'Westlands' })).toMatchObject({
      swift: 'EQBLKENAXXX',
      branch: 'Westlands',
    });
    expect(problem({ ...bank, bankName: ' ' })).toBe('Please enter the name of the bank.');
    expect(problem({ ...bank, accountName: '' })).toBe('Please enter the name on the account.');
    expect(problem({ ...bank, accountNumber: '12' })).toBe('An account number has 4 to 34 letters and digits.');
    expect(problem({ ...bank, swift: 'EQB' })).toBe('A SWIFT code has 8 or 11 letters and digits, like KCBLKENX.');
  });

  it('takes a PayPal email or a paypal.me link, written with or without https://', () => {
    expect(paymentMethodSchema.parse({ kind: 'paypal', address: 'paypal.me/amaraokafor' })).toEqual({
      kind: 'paypal',
      address: 'https://paypal.me/amaraokafor',
    });
    expect(paymentMethodSchema.parse({ kind: 'paypal', address: 'amara@example.com' })).toMatchObject({ address: 'amara@example.com' });
    expect(problem({ kind: 'paypal', address: 'https://evil.example/paypal.me/x' })).toBe(
      'Please enter an email address or a link like https://paypal.me/yourname.',
    );
    expect(problem({ kind: 'paypal', address: '' })).toBe('Please enter your PayPal email or paypal.me link.');
  });

  it('refuses control characters in what is typed, saying so', () => {
    expect(problem({ kind: 'bank', bankName: 'KCB\u0007 Bank', accountName: 'Amara', accountNumber: '12345678' })).toBe(
      en.validation.controlCharacters,
    );
    expect(problem({ kind: 'bank', bankName: '  ', accountName: 'Amara', accountNumber: '12345678' })).toBe(
      'Please enter the name of the bank.',
    );
  });

  it('keeps a list of at most six, and refuses an unknown kind', () => {
    const one = { kind: 'paypal', address: 'amara@example.com' };
    expect(paymentMethodsSchema.safeParse({ methods: [] }).success).toBe(true);
    expect(paymentMethodsSchema.safeParse({ methods: Array(7).fill(one) }).error?.issues[0]?.message).toBe(
      'You can add up to 6 payment methods.',
    );
    expect(paymentMethodSchema.safeParse({ kind: 'cash' }).success).toBe(false);
  });
});

describe('a payment’s reference', () => {
  it('is required, short, and made of letters, digits and a few separators', () => {
    expect(paymentSentSchema.parse({ reference: '  QGH7XK2L9P ' })).toEqual({ reference: 'QGH7XK2L9P' });
    expect(paymentSentSchema.parse({ reference: 'FT 2304/5#A-1' })).toEqual({ reference: 'FT 2304/5#A-1' });
    const message = (reference: string) => paymentSentSchema.safeParse({ reference }).error?.issues[0]?.message;
    expect(message(' ')).toBe('Please enter the payment’s reference, such as the M-Pesa confirmation code.');
    expect(message('x'.repeat(65))).toBe('A reference can be at most 64 characters.');
    expect(message('<script>')).toBe('A reference starts with a letter or digit, then letters, digits, spaces and . _ / # : - only.');
    expect(message('QGH7\u0000XK2')).toBe(en.validation.controlCharacters);
  });
});
