import { usePlatform } from '@casino/shared/parcel';
import type { ContentClient } from '@casino/shared/platform';
import type { PaymentMethodContent } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A payment method as the deposit modal shows it. */
export type PaymentMethod = Pick<PaymentMethodContent, '_id' | 'name' | 'image' | 'altTag'>;

/** spec 001 §3 payment-method content: those offered in the market (no markets listed means every market), by name. */
export const PAYMENT_METHODS_QUERY = `*[_type == "paymentMethod" && (count(markets) == 0 || $market in markets)] | order(name asc) { _id, name, image, altTag }`;

/** The payment methods of a market, from the content service. */
export function getPaymentMethods(content: ContentClient, market: string): Promise<PaymentMethod[]> {
  return content.fetch<PaymentMethod[]>(PAYMENT_METHODS_QUERY, { market });
}

export function getPaymentMethodsQueryOptions(content: ContentClient, market: string) {
  return queryOptions({ queryKey: ['payment-methods', market], queryFn: () => getPaymentMethods(content, market) });
}

/** The market's payment methods, with the parcel's content client. */
export function usePaymentMethods(market: string) {
  const { content } = usePlatform();
  return useQuery(getPaymentMethodsQueryOptions(content, market));
}
