import { Route, Routes } from '@casino/shared-modules/react-router';
import { BankingPage } from '../features/banking/components/banking-page';
import { DepositPage } from '../features/deposit/components/deposit-page';
import { TransactionsPage } from '../features/transactions/components/transactions-page';
import { WithdrawPage } from '../features/withdraw/components/withdraw-page';

/** The banking area below `/{segment}/my-account/banking`: the balances, deposit, withdraw and transactions. */
export function BankingApp() {
  return (
    <Routes>
      <Route path="deposit" element={<DepositPage />} />
      <Route path="withdraw" element={<WithdrawPage />} />
      <Route path="transactions" element={<TransactionsPage />} />
      <Route path="*" element={<BankingPage />} />
    </Routes>
  );
}
