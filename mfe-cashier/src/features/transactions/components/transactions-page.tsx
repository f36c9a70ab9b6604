import { translationLanguageOf } from '@casino/shared/market';
import { formatMinorMoney } from '@casino/shared/money';
import { useBusState } from '@casino/shared/parcel';
import { TIME_WINDOW_OPTIONS_HOURS } from '@casino/shared/platform';
import {
  Button,
  BusyButton,
  Card,
  EmptyState,
  ErrorState,
  LoginPrompt,
  Muted,
  Page,
  PageFrame,
  PageHeader,
  PageTitle,
  SiteLink,
  fieldControl,
} from '@casino/shared/ui';
import { ACCOUNT_PAGES } from '@casino/shared/site-map';
import { TRANSACTION_CATEGORIES, TRANSACTION_STATUSES } from '@casino/shared/wire';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { dayInWords, timeOfDay } from '../../../lib/date-words';
import { useNetPosition } from '../api/get-net-position';
import { useTransactions } from '../api/get-transactions';
import {
  NO_FILTER,
  groupByDay,
  mergeTransactions,
  transactionsQueryOf,
  withDayGroups,
  type TransactionFilter,
} from '../lib/transaction-list';

/**
 * `/my-account/banking/transactions` (spec 000 §2, spec 001 §3 History state, §4 Transaction history):
 * filters by category, period (the last 24 or 72 hours, or from–to days) and status; the net position and
 * win/loss of the period; the list grouped by day, 10 at a time with "Load more", merged by referenceId,
 * newest first, polled every 30000 ms while open; empty and error states. Amounts are minor units, formatted here.
 */
export function TransactionsPage() {
  const { t } = useTranslation('cashier');
  const session = useBusState('session');
  if (session.status !== 'Resolved') {
    return (
      <PageFrame>
        <Muted role="status">{t('session.loading')}</Muted>
      </PageFrame>
    );
  }
  if (!session.authorized) {
    return (
      <Page>
        <Card>
          <LoginPrompt
            namespace="cashier"
            title={t('transactions.title')}
            message={t('transactions.loginPrompt')}
          />
        </Card>
      </Page>
    );
  }
  return <TransactionHistory />;
}

function TransactionHistory() {
  const { t } = useTranslation('cashier');
  const [filter, setFilter] = useState<TransactionFilter>(NO_FILTER);
  // The period is fixed when the filter is applied, so a polled window does not move the query key.
  const [appliedAt, setAppliedAt] = useState(() => new Date());
  const query = useMemo(() => transactionsQueryOf(filter, appliedAt), [filter, appliedAt]);
  return (
    <PageFrame>
      <PageHeader>
        <PageTitle>{t('transactions.title')}</PageTitle>
        <SiteLink to={ACCOUNT_PAGES.banking}>{t('banking.back')}</SiteLink>
      </PageHeader>
      <Layout>
        <FilterForm
          filter={filter}
          onApply={(next) => {
            setFilter(next);
            setAppliedAt(new Date());
          }}
        />
        <div>
          <NetPositionSummary from={query.from} to={query.to} />
          <TransactionList query={query} />
        </div>
      </Layout>
    </PageFrame>
  );
}

function FilterForm({
  filter,
  onApply,
}: {
  filter: TransactionFilter;
  onApply: (filter: TransactionFilter) => void;
}) {
  const { t } = useTranslation('cashier');
  const [draft, setDraft] = useState(filter);
  const [period, setPeriod] = useState<string>(
    filter.hours !== null ? String(filter.hours) : filter.from || filter.to ? 'custom' : 'all',
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hours = period === 'all' || period === 'custom' ? null : Number(period);
    onApply({
      ...draft,
      hours,
      from: period === 'custom' ? draft.from : null,
      to: period === 'custom' ? draft.to : null,
    });
  };
  return (
    <Filters onSubmit={submit} aria-label={t('transactions.filters.title')}>
      <label htmlFor="tx-category">{t('transactions.filters.category')}</label>
      <Select
        id="tx-category"
        value={draft.category ?? ''}
        onChange={(event) =>
          setDraft({ ...draft, category: (event.target.value || null) as TransactionFilter['category'] })
        }
      >
        <option value="">{t('transactions.filters.all')}</option>
        {TRANSACTION_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`transactions.categories.${category}`)}
          </option>
        ))}
      </Select>
      <label htmlFor="tx-status">{t('transactions.filters.status')}</label>
      <Select
        id="tx-status"
        value={draft.status ?? ''}
        onChange={(event) =>
          setDraft({ ...draft, status: (event.target.value || null) as TransactionFilter['status'] })
        }
      >
        <option value="">{t('transactions.filters.all')}</option>
        {TRANSACTION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`transactions.statuses.${status}`)}
          </option>
        ))}
      </Select>
      <label htmlFor="tx-period">{t('transactions.filters.period')}</label>
      <Select id="tx-period" value={period} onChange={(event) => setPeriod(event.target.value)}>
        <option value="all">{t('transactions.filters.allTime')}</option>
        {TIME_WINDOW_OPTIONS_HOURS.map((hours) => (
          <option key={hours} value={String(hours)}>
            {t('transactions.filters.lastHours', { count: hours })}
          </option>
        ))}
        <option value="custom">{t('transactions.filters.custom')}</option>
      </Select>
      {period === 'custom' && (
        <>
          <label htmlFor="tx-from">{t('transactions.filters.from')}</label>
          <Input
            id="tx-from"
            type="date"
            value={draft.from ?? ''}
            max={draft.to ?? undefined}
            onChange={(event) => setDraft({ ...draft, from: event.target.value || null })}
          />
          <label htmlFor="tx-to">{t('transactions.filters.to')}</label>
          <Input
            id="tx-to"
            type="date"
            value={draft.to ?? ''}
            min={draft.from ?? undefined}
            onChange={(event) => setDraft({ ...draft, to: event.target.value || null })}
          />
        </>
      )}
      <Button type="submit">{t('transactions.filters.apply')}</Button>
    </Filters>
  );
}

function NetPositionSummary({ from, to }: { from?: string; to?: string }) {
  const { t } = useTranslation('cashier');
  const { market } = useBusState('locale');
  const { currency } = useBusState('wallet');
  const figures = useNetPosition({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
  if (!figures.data)
    return figures.isPending ? <Muted role="status">{t('transactions.net.loading')}</Muted> : null;
  return (
    <Figures aria-label={t('transactions.net.title')}>
      <div>
        <dt>{t('transactions.net.netPosition')}</dt>
        <dd>{formatMinorMoney(figures.data.netPosition, currency, market)}</dd>
      </div>
      <div>
        <dt>{t('transactions.net.winLoss')}</dt>
        <dd>{formatMinorMoney(figures.data.winLoss, currency, market)}</dd>
      </div>
    </Figures>
  );
}

function TransactionList({ query }: { query: ReturnType<typeof transactionsQueryOf> }) {
  const { t } = useTranslation('cashier');
  const { market, languageCode } = useBusState('locale');
  const { currency } = useBusState('wallet');
  const transactions = useTransactions(query);
  const rows = useMemo(
    () => withDayGroups(mergeTransactions(transactions.data?.pages ?? [])),
    [transactions.data],
  );

  if (transactions.isPending) return <Muted role="status">{t('transactions.loading')}</Muted>;
  if (transactions.isError && rows.length === 0)
    return (
      <ErrorState
        namespace="cashier"
        onRetry={() => void transactions.refetch()}
        retrying={transactions.isFetching}
      />
    );
  if (rows.length === 0) return <EmptyState>{t('transactions.empty')}</EmptyState>;
  return (
    <>
      {groupByDay(rows).map((group) => (
        <Day key={group.day} aria-labelledby={`tx-day-${group.day}`}>
          <h2 id={`tx-day-${group.day}`}>{dayInWords(group.day, translationLanguageOf(languageCode))}</h2>
          <ul>
            {group.rows.map((row) => (
              <Row key={row.referenceId}>
                <div>
                  <strong>{t(`transactions.types.${row.type}`)}</strong>
                  <Muted as="span">
                    {' · '}
                    {t(`transactions.categories.${row.category}`)} ·{' '}
                    {t(`transactions.statuses.${row.status}`)} ·{' '}
                    <time dateTime={row.transactionDate}>{timeOfDay(row.transactionDate)}</time>
                  </Muted>
                </div>
                <Amount $credit={row.amount > 0}>
                  {row.amount > 0 ? '+' : ''}
                  {formatMinorMoney(row.amount, currency, market)}
                  <Muted as="small">
                    {t('transactions.balanceAfter', {
                      balance: formatMinorMoney(row.balanceAfterTransaction, currency, market),
                    })}
                  </Muted>
                </Amount>
              </Row>
            ))}
          </ul>
        </Day>
      ))}
      {transactions.isError && (
        <ErrorState
          namespace="cashier"
          onRetry={() => void transactions.fetchNextPage()}
          retrying={transactions.isFetching}
        />
      )}
      {transactions.hasNextPage && !transactions.isError && (
        <BusyButton
          variant="secondary"
          onClick={() => void transactions.fetchNextPage()}
          busy={transactions.isFetchingNextPage}
          busyLabel={t('transactions.loadingMore')}
        >
          {t('transactions.loadMore')}
        </BusyButton>
      )}
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 280px 1fr;
    align-items: start;
  }
`;

const Filters = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};

  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.small};
  }

  button {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const Select = styled.select<{ $invalid?: boolean }>`
  ${fieldControl}
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${fieldControl}
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};

  div {
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.surface};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.small};
  }

  dd {
    margin: 0;
    font-weight: 700;
    font-size: ${({ theme }) => theme.font.title};
  }
`;

const Day = styled.section`
  margin-bottom: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.body};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    justify-content: space-between;
    align-items: center;
  }
`;

const Amount = styled.div<{ $credit: boolean }>`
  display: flex;
  flex-direction: column;
  font-weight: 700;
  color: ${({ theme, $credit }) => ($credit ? theme.colors.positive : theme.colors.text)};

  ${({ theme }) => theme.media.md} {
    align-items: flex-end;
  }

  small {
    font-weight: 400;
  }
`;
