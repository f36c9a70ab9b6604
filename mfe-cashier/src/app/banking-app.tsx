import { lazyPage } from '@casino/shared/ui';
import { Route, Routes } from '@casino/shared-modules/react-router';
import { BankingPage } from '../features/banking/components/banking-page';

// Route-level code splitting (issue 19): the area's start carries its first page only.
const DepositPage = lazyPage(() => import('../features/deposit/components/deposit-page').then((module) => module.DepositPage));
const TransactionsPage = lazyPage(() => import('../features/transactions/components/transactions-page').then((module) => module.TransactionsPage));
const WithdrawPage = lazyPage(() => import('../features/withdraw/components/withdraw-page').then((module) => module.WithdrawPage));

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
