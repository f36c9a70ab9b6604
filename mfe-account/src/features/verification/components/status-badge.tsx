import type { DocumentStatus } from '@casino/shared/wire';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** A document's status in words (spec 001 §3 statuses), coloured by what it means for the player. */
export function StatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('account');
  return <Badge $status={status}>{t(`kyc.status.${status}`)}</Badge>;
}

const Badge = styled.span<{ $status: DocumentStatus }>`
  display: inline-block;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border: 1px solid
    ${({ theme, $status }) =>
      $status === 'VERIFIED'
        ? theme.colors.positive
        : $status === 'REQUESTED' || $status === 'EXPIRED'
          ? theme.colors.accent
          : theme.colors.border};
  border-radius: 999px;
  color: ${({ theme, $status }) => ($status === 'VERIFIED' ? theme.colors.positive : $status === 'REQUESTED' || $status === 'EXPIRED' ? theme.colors.accent : theme.colors.text)};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
  white-space: nowrap;
`;
