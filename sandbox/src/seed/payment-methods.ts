import { PAYMENT_METHODS, type PaymentMethodContent } from '@casino/shared/wire';

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
  TRUSTLY: { altTag: 'Trustly', markets: ['FI', 'PP', 'NO', 'DE', 'AT', 'NL'] },
};

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
  }));
}
