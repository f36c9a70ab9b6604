/**
 * What mfe-sportsbook is to Module Federation: its container name, the parcels it exposes (its whole
 * public face) and the port of its dev server.
 */
export const federation = {
  federationName: 'mfe_sportsbook',
  exposes: {
    './SportsbookApp': './src/parcels/sportsbook-app.ts',
    './VirtualsApp': './src/parcels/virtuals-app.ts',
  },
  port: 3003,
  title: 'mfe-sportsbook',
};
