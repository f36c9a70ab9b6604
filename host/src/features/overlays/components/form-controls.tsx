import styled from 'styled-components';

/** A labelled field block. */
export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  label {
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.small};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-size: 1rem;
  }
`;

/** The main action of a form or dialog. */
export const PrimaryButton = styled.button`
  width: 100%;
  min-height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 700;
  font-size: 1rem;
  cursor: pointer;
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;

/** A secondary action. */
export const SecondaryButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
`;

/** An error message block. */
export const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: rgba(255, 92, 92, 0.12);
  border: 1px solid ${({ theme }) => theme.colors.danger};
`;
