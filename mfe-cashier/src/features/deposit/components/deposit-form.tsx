import { useBusState } from '@casino/shared/parcel';
import { BusyButton, ContentImage, fieldControl } from '@casino/shared/ui';
import type { PaymentMethod, Reward } from '@casino/shared/wire';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from '@casino/shared-modules/zod';
import { AmountField } from '../../../components/amount-field';
import { validateAmount, type AmountProblem } from '../../../lib/amount';
import type { PaymentMethodOption } from '../api/get-payment-methods';
import { depositBoundsOf, quickPicksWithin } from '../lib/payment-options';

/** What the form hands on: the amount in minor units, the method and the chosen bonus. */
export interface DepositFormValues {
  amount: number;
  paymentMethod: PaymentMethod;
  bonusId: string | null;
}

export interface DepositFormProps {
  /** The market's methods, recent ones first; the first is chosen to begin with. */
  methods: readonly PaymentMethodOption[];
  /** Deposit bonuses to choose from; the selector shows only when there are some. */
  bonuses: readonly Reward[];
  selectedBonusId: string | null;
  onSelectBonus: (bonusId: string | null) => void;
  currency: string;
  market: string;
  /** True while an attempt is under way: Pay is disabled and says so. */
  busy: boolean;
  onPay: (values: DepositFormValues) => void;
}

interface FormFields {
  paymentMethod: string;
  amount: string;
}

/**
 * The deposit form (issue 14): the payment method (radios with the method's logo), the amount with
 * quick picks and the method's bounds, and the bonus selector (spec 001 §3 `selectBonus`,
 * `selectedBonusId`) when there are bonuses. A bad amount (negative, zero, not a number, too many
 * decimals, outside the bounds) gets its message on the field and nothing is sent; what was typed stays.
 */
export function DepositForm({
  methods,
  bonuses,
  selectedBonusId,
  onSelectBonus,
  currency,
  market,
  busy,
  onPay,
}: DepositFormProps) {
  const { t } = useTranslation('cashier');
  // Typed amounts are read in the notation of the player's market (`10.000` is ten thousand in es-CL).
  const { locale } = useBusState('locale');
  const schema = useMemo(
    () =>
      z.object({ paymentMethod: z.string().check(z.minLength(1, 'method')), amount: z.string() }).check(
        z.superRefine((values, context) => {
          const method = methods.find((option) => option.name === values.paymentMethod);
          const parsed = validateAmount(values.amount, currency, depositBoundsOf(method, currency), locale);
          if (!parsed.ok) context.addIssue({ code: 'custom', path: ['amount'], message: parsed.problem });
        }),
      ),
    [methods, currency, locale],
  );
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<FormFields>({
    resolver: zodResolver(schema),
    defaultValues: { paymentMethod: methods[0]?.name ?? '', amount: '' },
    reValidateMode: 'onChange',
  });
  const chosen = methods.find((option) => option.name === watch('paymentMethod'));
  const bounds = depositBoundsOf(chosen, currency);

  const submit = handleSubmit((values) => {
    // The resolver has checked the amount; read it again for its minor units.
    const parsed = validateAmount(values.amount, currency, bounds, locale);
    if (!parsed.ok || !chosen) return;
    onPay({ amount: parsed.minor, paymentMethod: chosen.name, bonusId: selectedBonusId });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('deposit.form')}>
      <Methods>
        <legend>{t('deposit.methods.title')}</legend>
        {methods.map((method) => (
          <MethodOption key={method._id}>
            <input type="radio" value={method.name} {...register('paymentMethod')} />
            <ContentImage address={method.image} width={48} height={32} />
            <span>{method.altTag || method.name}</span>
          </MethodOption>
        ))}
      </Methods>
      <AmountField
        id="deposit-amount"
        currency={currency}
        market={market}
        bounds={bounds}
        problem={errors.amount?.message as AmountProblem | undefined}
        quickPicks={quickPicksWithin(bounds, currency)}
        onQuickPick={(text) => setValue('amount', text, { shouldValidate: true })}
        {...register('amount')}
      />
      {bonuses.length > 0 && (
        <BonusField>
          <label htmlFor="deposit-bonus">{t('deposit.bonus.label')}</label>
          <BonusSelect
            id="deposit-bonus"
            value={selectedBonusId ?? ''}
            onChange={(event) => onSelectBonus(event.target.value || null)}
          >
            <option value="">{t('deposit.bonus.none')}</option>
            {bonuses.map((bonus) => (
              <option key={bonus.campaignId} value={bonus.campaignId}>
                {bonus.campaignDisplayInfo?.title ?? bonus.campaignId}
              </option>
            ))}
          </BonusSelect>
        </BonusField>
      )}
      <BusyButton block type="submit" busy={busy} busyLabel={t('deposit.paying')}>
        {t('deposit.pay')}
      </BusyButton>
    </form>
  );
}

const Methods = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    padding: 0;
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.small};
  }
`;

const MethodOption = styled.label`
  display: flex;
  align-items: center;
  gap: 6px;
  min-height: 48px;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.font.small};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }

  img {
    flex: none;
    width: 32px;
    height: auto;
    border-radius: 4px;
    object-fit: contain;
  }

  span {
    min-width: 0;
    overflow-wrap: break-word;
    hyphens: auto;
  }

  ${({ theme }) => theme.media.md} {
    img {
      width: 48px;
    }
  }
`;

const BonusField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.small};
  }
`;

const BonusSelect = styled.select<{ $invalid?: boolean }>`
  ${fieldControl}
`;
