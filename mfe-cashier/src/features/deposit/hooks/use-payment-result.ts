import { isMessageFromFrame } from '@casino/shared/contract';
import type { Deposit } from '@casino/shared/wire';
import { useEffect, useRef, type RefObject } from 'react';
import { useDeposit } from '../api/get-deposit';
import { depositResultOf, type DepositResult } from '../lib/deposit-flow';
import { originOf } from '../../../lib/origin-of';
import { readPaymentMessage } from '../lib/payment-result-message';

/**
 * Waits for the end of a payment on the provider's page and calls `onResult` once (issue 14): the page's
 * PAYMENT_RESULT message (from the page's own origin and the `frame`'s own window, issue 21 point 2) ends it at once on a cancel or a decline and makes
 * the platform be asked now on an approval; the deposit is also asked for every few seconds, in case no
 * message comes (a closed tab, a bank app). A deposit still pending when it expires was abandoned.
 */
export function usePaymentResult(deposit: Deposit, frame: RefObject<HTMLIFrameElement | null>, onResult: (result: DepositResult) => void): void {
  const polled = useDeposit(deposit.referenceId, true);
  const { refetch } = polled;
  const onResultRef = useRef(onResult);
  const done = useRef(false);
  useEffect(() => {
    onResultRef.current = onResult;
  }, [onResult]);

  const finish = useRef((result: DepositResult) => {
    if (done.current) return;
    done.current = true;
    onResultRef.current(result);
  });

  useEffect(() => {
    const result = polled.data ? depositResultOf(polled.data.status) : null;
    if (result) finish.current(result);
  }, [polled.data]);

  useEffect(() => {
    const origin = originOf(deposit.redirectUrl);
    if (!origin) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (!isMessageFromFrame(event, origin, frame.current?.contentWindow)) return;
      const meaning = readPaymentMessage(event, origin, deposit.referenceId);
      if (meaning.kind === 'result') finish.current(meaning.result);
      else if (meaning.kind === 'confirm') void refetch();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [deposit.redirectUrl, deposit.referenceId, frame, refetch]);

  useEffect(() => {
    const left = Date.parse(deposit.expiresAt) - Date.now();
    if (!Number.isFinite(left)) return undefined;
    // setTimeout takes at most 2^31-1 ms; a deposit that expires later than that is polled out anyway.
    const timer = setTimeout(() => finish.current('CANCELLED'), Math.min(Math.max(0, left), 2_147_483_647));
    return () => clearTimeout(timer);
  }, [deposit.expiresAt]);
}
