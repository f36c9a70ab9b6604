import { forwardRef, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * A line that says an action worked ("Your address is saved."), in a polite live region so a screen
 * reader says it without moving the focus.
 */
export const SuccessNote = forwardRef<HTMLParagraphElement, { children: ReactNode }>(function SuccessNote(
  { children },
  ref,
) {
  return (
    <Note ref={ref} role="status" tabIndex={-1}>
      {children}
    </Note>
  );
});

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.positive};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  &:focus {
    outline: none;
  }
`;

/** A query's answer is on its way. */
export const LoadingLine = styled.p.attrs({ role: 'status' })`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
