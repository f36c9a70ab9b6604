import { PAYMENT_METHODS, type PaymentMethod, type PaymentMethodContent, type PaymentMethodLimit } from '@casino/shared/wire';

/** Display names of spec 001 §3 payment methods, and the markets each is offered in (empty: all). */
const DETAILS: Record<(typeof PAYMENT_METHODS)[number], { altTag: string; markets: string[] }> = {
  CREDITCARD: { altTag: 'Visa and Mastercard', markets: [] },
  EUTELLER: { altTag: 'Euteller', markets: ['FI'] },
  MUCHBETTER: { altTag: 'MuchBetter', markets: ['UN', 'CA', 'NZ', 'IN'] },
  NETELLER: { altTag: 'Neteller', markets: [] },
  PAYSAFECARD: { altTag: 'paysafecard', markets: ['UN', 'AT', 'DE', 'CA', 'NZ'] },
  RAPIDTRANSFER: { altTag: 'Rapid Transfer', markets: ['UN', 'AT', 'DE', 'FI', 'NO'] },
  SIRU: { altTag: 'Siru Mobile', markets: ['FI'] },
  SKRILL: { altTag: 'Skrill', markets: [] },
  // Offered in the Global market too, so that every persona can pay with Trustly or Skrill (issue 14).
  TRUSTLY: { altTag: 'Trustly', markets: ['FI', 'PP', 'NO', 'DE', 'AT', 'NL', 'UN'] },
};

/**
 * Deposit bounds that differ from the default 10 to 5,000 (major units), minor units of the market's
 * currency: mobile billing (Siru) caps small, a paysafecard voucher tops at 1,000, Canadian cards start at 20.
 */
const LIMITS: Partial<Record<PaymentMethod, PaymentMethodLimit[]>> = {
  SIRU: [{ market: 'FI', currency: 'EUR', minAmount: 10_00, maxAmount: 250_00 }],
  PAYSAFECARD: ['UN', 'AT', 'DE'].map((market) => ({ market, currency: 'EUR', minAmount: 10_00, maxAmount: 1_000_00 })),
  CREDITCARD: [{ market: 'CA', currency: 'CAD', minAmount: 20_00, maxAmount: 3_000_00 }],
};

/** Whether `method` is offered in `market` (a method with no markets listed is offered everywhere). */
export function isMethodOffered(method: PaymentMethod, market: string): boolean {
  const markets = DETAILS[method].markets;
  return markets.length === 0 || markets.includes(market);
}

/**
 * One `paymentMethod` document per spec 001 §3 payment method: `name` is the method's code (what the
 * wallet calls return), `altTag` its display name, `image` a generated logo.
 */
export function buildPaymentMethods(publicUrl: string): PaymentMethodContent[] {
  return PAYMENT_METHODS.map((name) => ({
    _id: `payment-method-${name.toLowerCase()}`,
    _type: 'paymentMethod',
    name,
    image: `${publicUrl}/images/payment-methods/${name.toLowerCase()}.svg`,
    altTag: DETAILS[name].altTag,
    markets: DETAILS[name].markets,
    ...(LIMITS[name] ? { limits: LIMITS[name] } : {}),
  }));
}
