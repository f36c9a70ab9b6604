import { usePlatform } from '@casino/shared/parcel';
import type { ContentClient } from '@casino/shared/platform';
import type { PaymentMethod, PaymentMethodContent, PaymentMethodLimit } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * A payment method as the deposit offers it: the content entry (spec 001 §3: name, image, altTag) with
 * its deposit bounds in the market, per currency in minor units, where content sets them (issue 14:
 * "Method bounds come from content per method and market"); `name` is the method's code.
 */
export type PaymentMethodOption = Pick<PaymentMethodContent, '_id' | 'image' | 'altTag'> & {
  name: PaymentMethod;
  limits?: Pick<PaymentMethodLimit, 'currency' | 'minAmount' | 'maxAmount'>[] | null;
};

/**
 * spec 001 §3 payment-method content: those offered in the market (no markets listed means every
 * market), by name, with the bounds content sets for this market (`limits`, minor units per currency).
 */
export const PAYMENT_METHODS_QUERY = `*[_type == "paymentMethod" && (count(markets) == 0 || $market in markets)] | order(name asc) { _id, name, image, altTag, "limits": limits[market == $market]{ currency, minAmount, maxAmount } }`;

/** The payment methods of a market, from the content service. */
export function getPaymentMethods(content: ContentClient, market: string): Promise<PaymentMethodOption[]> {
  return content.fetch<PaymentMethodOption[]>(PAYMENT_METHODS_QUERY, { market });
}

export function getPaymentMethodsQueryOptions(content: ContentClient, market: string) {
  return queryOptions({
    queryKey: ['payment-methods', market],
    queryFn: () => getPaymentMethods(content, market),
  });
}

/** The market's payment methods, with the parcel's content client. */
export function usePaymentMethods(market: string) {
  const { content } = usePlatform();
  return useQuery(getPaymentMethodsQueryOptions(content, market));
}
