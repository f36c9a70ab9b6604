import { z } from 'zod';

import { playerProfileSchema } from './player';

/** A balance per bucket, in major units, as WALLET_BALANCE's `balanceMap` carries it (spec 000 §7). */
export const balanceMapSchema = z.record(z.string(), z.number());
/** A balance per bucket, in major units. */
export type BalanceMap = z.infer<typeof balanceMapSchema>;

/** `GET /player/wallet` answer (spec 000 §7): the balance per bucket in major units and its currency. */
export const walletSchema = z.object({ balanceMap: balanceMapSchema, currency: z.string() });
/** `GET /player/wallet` answer. */
export type Wallet = z.infer<typeof walletSchema>;

/** The wallet socket's WALLET_BALANCE message body (spec 000 §7); balances in major units. */
export const walletBalanceMessageSchema = z.looseObject({ type: z.literal('WALLET_BALANCE'), balanceMap: balanceMapSchema });
/** The wallet socket's WALLET_BALANCE message body. */
export type WalletBalanceMessage = z.infer<typeof walletBalanceMessageSchema>;

/** The wallet socket's PLAYER_ATTRIBUTE_CHANGE message body (spec 000 §7): changed profile attributes. */
export const playerAttributeChangeMessageSchema = z.looseObject({
  type: z.literal('PLAYER_ATTRIBUTE_CHANGE'),
  attributes: playerProfileSchema.partial(),
});
/** The wallet socket's PLAYER_ATTRIBUTE_CHANGE message body. */
export type PlayerAttributeChangeMessage = z.infer<typeof playerAttributeChangeMessageSchema>;

/** A wallet socket frame as the wallet-bonus service sends it (spec 000 §7): `{ body: message }`. */
export const walletMessageSchema = z.object({ body: z.discriminatedUnion('type', [walletBalanceMessageSchema, playerAttributeChangeMessageSchema]) });
/** A wallet socket frame. */
export type WalletMessage = z.infer<typeof walletMessageSchema>;
