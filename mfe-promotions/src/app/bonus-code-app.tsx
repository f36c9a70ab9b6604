import { BonusCodeOffer, BonusCodePage } from '../features/bonus-code';

/** The bonus-code page at `/{segment}/my-account/bonus-code` (spec 001 §2). */
export function BonusCodeApp() {
  return <BonusCodePage />;
}

/** The offer of a kept code, mounted by the host over any page (spec 000 §2). */
export function BonusCodeOfferApp() {
  return <BonusCodeOffer />;
}
