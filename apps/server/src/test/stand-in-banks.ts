/*
 * A few real banks and mobile money networks per country, for the Paystack and Flutterwave
 * stand-ins' bank lists (decision 061). The names are the banks'; the codes are the ones the
 * providers' lists give for them where we know them, and the ones our tests and journeys use.
 */

export type StandInBank = { name: string; code: string; type: 'bank' | 'mobile_money' };

const bank = (name: string, code: string): StandInBank => ({ name, code, type: 'bank' });
const wallet = (name: string, code: string): StandInBank => ({ name, code, type: 'mobile_money' });

/** Paystack's, by currency (one Paystack account per country). */
export const PAYSTACK_BANKS: Record<string, StandInBank[]> = {
  NGN: [
    bank('Access Bank', '044'),
    bank('First Bank of Nigeria', '011'),
    bank('Guaranty Trust Bank', '058'),
    bank('United Bank For Africa', '033'),
    bank('Zenith Bank', '057'),
  ],
  GHS: [
    bank('Absa Bank Ghana', '030100'),
    bank('Ecobank Ghana', '130100'),
    bank('GCB Bank', '040100'),
    wallet('MTN Mobile Money', 'MTN'),
    wallet('Telecel Cash', 'VOD'),
    wallet('AirtelTigo Money', 'ATL'),
  ],
  KES: [bank('Equity Bank', '68'), bank('KCB Bank', '01'), bank('Co-operative Bank of Kenya', '11'), wallet('M-PESA', 'MPESA')],
  ZAR: [
    bank('Absa Bank', '632005'),
    bank('Capitec Bank', '470010'),
    bank('First National Bank', '250655'),
    bank('Nedbank', '198765'),
    bank('Standard Bank', '051001'),
  ],
  XOF: [wallet('MTN Mobile Money', 'MTN'), wallet('Orange Money', 'ORANGE'), wallet('Wave', 'WAVE')],
};

/** Flutterwave v3's, by country (ISO code). */
export const FLUTTERWAVE_BANKS: Record<string, StandInBank[]> = {
  NG: [bank('Access Bank', '044'), bank('Guaranty Trust Bank', '058'), bank('Zenith Bank', '057')],
  UG: [
    bank('Access Bank', '044'),
    bank('Centenary Bank', '320'),
    bank('Stanbic Bank Uganda', '310'),
    wallet('Mobile Money (MTN, Airtel)', 'MPS'),
  ],
  TZ: [bank('CRDB Bank', '03'), bank('NMB Bank', '15'), wallet('Mobile Money (M-Pesa, Tigo Pesa, Airtel)', 'MPS')],
  KE: [bank('Equity Bank', '68'), bank('KCB Bank', '01'), wallet('M-PESA', 'MPS')],
  GH: [bank('GCB Bank', '040100'), bank('Ecobank Ghana', '130100'), wallet('MTN Mobile Money', 'MTN')],
};
