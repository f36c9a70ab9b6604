import { z } from '@casino/shared-modules/zod';

import { minorAmountSchema } from './cashier';
import { playerProfileSchema } from './player';

/**
 * A balance per bucket (`MAIN`, `LOCKED`, `BONUS`), in minor units (cents: 1050 is EUR 10.50), as
 * WALLET_BALANCE's `balanceMap` carries it (spec 000 §7, spec 001 §3 Buckets). `BONUS` is the sum of the
 * vertical bonuses.
 */
export const balanceMapSchema = z.record(z.string(), minorAmountSchema);
/** A balance per bucket, in minor units. */
export type BalanceMap = z.infer<typeof balanceMapSchema>;

/**
 * `GET /player/wallet` answer (spec 001 §3 Wallet, §7): every amount in minor units of `currency`.
 * `totalBalance` is main plus every bonus (locked money, on its way out in a withdrawal, is not in it);
 * `balanceMap` is the same balances as the socket sends them. A player with no wallet gets a 404 (§4).
 */
export const walletSchema = z.object({
  currency: z.string(),
  mainBalance: minorAmountSchema,
  lockedBalance: minorAmountSchema,
  sportsBonus: minorAmountSchema,
  casinoBonus: minorAmountSchema,
  liveCasinoBonus: minorAmountSchema,
  totalBalance: minorAmountSchema,
  balanceMap: balanceMapSchema,
});
/** `GET /player/wallet` answer. */
export type Wallet = z.infer<typeof walletSchema>;

/** The wallet socket's WALLET_BALANCE message body (spec 000 §7); balances in minor units. */
export const walletBalanceMessageSchema = z.looseObject({ type: z.literal('WALLET_BALANCE'), balanceMap: balanceMapSchema });
/** The wallet socket's WALLET_BALANCE message body. */
export type WalletBalanceMessage = z.infer<typeof walletBalanceMessageSchema>;

/** The wallet socket's PLAYER_ATTRIBUTE_CHANGE message body (spec 000 §7): changed profile attributes. */
export const playerAttributeChangeMessageSchema = z.looseObject({
  type: z.literal('PLAYER_ATTRIBUTE_CHANGE'),
  attributes: z.partial(playerProfileSchema),
});
/** The wallet socket's PLAYER_ATTRIBUTE_CHANGE message body. */
export type PlayerAttributeChangeMessage = z.infer<typeof playerAttributeChangeMessageSchema>;

/** A wallet socket frame as the wallet-bonus service sends it (spec 000 §7): `{ body: message }`. */
export const walletMessageSchema = z.object({ body: z.discriminatedUnion('type', [walletBalanceMessageSchema, playerAttributeChangeMessageSchema]) });
/** A wallet socket frame. */
export type WalletMessage = z.infer<typeof walletMessageSchema>;
