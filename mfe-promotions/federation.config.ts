/**
 * What mfe-promotions is to Module Federation: its container name, the parcels it exposes (its whole
 * public face) and the port of its dev server.
 */
export const federation = {
  federationName: 'mfe_promotions',
  exposes: {
    './PromotionsApp': './src/parcels/promotions-app.ts',
    './VipApp': './src/parcels/vip-app.ts',
    './RegistrationLandingApp': './src/parcels/registration-landing-app.ts',
    './LandingApp': './src/parcels/landing-app.ts',
    './RewardsApp': './src/parcels/rewards-app.ts',
    './BonusCodeApp': './src/parcels/bonus-code-app.ts',
    './BonusCodeOffer': './src/parcels/bonus-code-offer.ts',
  },
  port: 3006,
  title: 'mfe-promotions',
};
