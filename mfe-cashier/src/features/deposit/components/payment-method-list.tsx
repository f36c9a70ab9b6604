import { useBusState } from '@casino/shared/parcel';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorBox, Muted, SecondaryButton } from '@casino/shared/ui';
import { usePaymentMethods } from '../api/get-payment-methods';

/** The payment methods of the player's market (spec 001 §3), with loading, empty and error-with-retry states. */
export function PaymentMethodList() {
  const { t } = useTranslation('cashier');
  const { market } = useBusState('locale');
  const methods = usePaymentMethods(market);

  if (methods.isPending) return <Muted role="status">{t('deposit.methods.loading')}</Muted>;
  if (methods.isError) {
    return (
      <ErrorBox role="alert">
        <p>{t('deposit.methods.failed')}</p>
        <SecondaryButton type="button" onClick={() => void methods.refetch()}>
          {t('retry')}
        </SecondaryButton>
      </ErrorBox>
    );
  }
  if (methods.data.length === 0) return <Muted>{t('deposit.methods.empty')}</Muted>;
  return (
    <section aria-labelledby="deposit-methods-title">
      <h3 id="deposit-methods-title">{t('deposit.methods.title')}</h3>
      <Methods>
        {methods.data.map((method) => (
          <li key={method._id}>
            <img src={method.image} alt="" width={48} height={32} />
            <span>{method.altTag || method.name}</span>
          </li>
        ))}
      </Methods>
    </section>
  );
}

const Methods = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-size: ${({ theme }) => theme.font.small};
  }

  img {
    flex: none;
    border-radius: 4px;
    object-fit: contain;
  }
`;
