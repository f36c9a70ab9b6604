/**
 * What mfe-casino is to Module Federation: its container name, the parcels it exposes (its whole
 * public face) and the port of its dev server.
 */
export const federation = {
  federationName: 'mfe_casino',
  exposes: {
    './CasinoApp': './src/parcels/casino-app.ts',
    './WinnersWidget': './src/parcels/winners-widget.ts',
  },
  port: 3001,
  title: 'mfe-casino',
};
