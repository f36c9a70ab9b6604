import type { PayAndPlayBanner } from '@casino/shared/wire';

/**
 * The `payAndPlayBanner` documents (issue 14 point 7): the offer above the pay-and-play amount in FI and
 * Sweden (market PP). Other markets have none, so `/signup/pnp` there says 'Pnp Banner not being configured!'.
 */
export function buildPayAndPlayBanners(publicUrl: string): PayAndPlayBanner[] {
  const banner = (market: string, title: string, description: string): PayAndPlayBanner => ({
    _id: `pay-and-play-banner-${market.toLowerCase()}`,
    _type: 'payAndPlayBanner',
    title,
    description,
    image: `${publicUrl}/images/pay-and-play/${market.toLowerCase()}.svg`,
    altTag: title,
    markets: [market],
  });
  return [
    banner('FI', 'Pelaa sekunneissa', 'Ei lomakkeita: pankkisi tuntee sinut. Talleta ja pelaa heti.'),
    banner('PP', 'Spela på några sekunder', 'Inga formulär: din bank vet vem du är. Sätt in och spela direkt.'),
  ];
}
