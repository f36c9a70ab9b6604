/**
 * What mfe-account is to Module Federation: its container name, the parcels it exposes (its whole
 * public face) and the port of its dev server.
 */
export const federation = {
  federationName: 'mfe_account',
  exposes: {
    './SignupApp': './src/parcels/signup-app.ts',
    './ResetPasswordApp': './src/parcels/reset-password-app.ts',
    './AccountApp': './src/parcels/account-app.ts',
  },
  port: 3004,
  title: 'mfe-account',
};
