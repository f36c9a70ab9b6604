/**
 * What mfe-cashier is to Module Federation: its container name, the parcels it exposes (its whole
 * public face) and the port of its dev server.
 */
export const federation = {
  federationName: 'mfe_cashier',
  exposes: {
    './DepositModal': './src/parcels/deposit-modal.ts',
    './BankingApp': './src/parcels/banking-app.ts',
    './PayAndPlayApp': './src/parcels/pay-and-play-app.ts',
  },
  port: 3005,
  title: 'mfe-cashier',
};
