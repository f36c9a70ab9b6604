/** The bonus-code feature's public face: the page at /my-account/bonus-code and the offer of a kept code. */
export { BonusCodeOffer } from './components/bonus-code-offer';
export { BonusCodePage } from './components/bonus-code-page';
