/**
 * What mfe-live-casino is to Module Federation: its container name, the parcels it exposes (its whole
 * public face) and the port of its dev server.
 */
export const federation = {
  federationName: 'mfe_live_casino',
  exposes: {
    './LiveCasinoApp': './src/parcels/live-casino-app.ts',
  },
  port: 3002,
  title: 'mfe-live-casino',
};
