import styled, { css } from 'styled-components';

export const focusRing = css`
  outline: 3px solid ${({ theme }) => theme.colors.focus};
  outline-offset: 2px;
`;

/** A page of this remote on the site background. */
export const Page = styled.div`
  box-sizing: border-box;
  min-height: calc(100dvh - ${({ theme }) => theme.headerHeight});
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(10)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.family};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(12)};
  }
`;

/** The content width of a page. */
export const Column = styled.div<{ $narrow?: boolean }>`
  max-width: ${({ $narrow }) => ($narrow ? '760px' : '1200px')};
  margin: 0 auto;
`;

/** A secondary action. */
export const SecondaryButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

/** A muted one-line state: loading, empty. */
export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A failure with its retry button (role="alert" where it is rendered). */
export const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  p {
    margin: 0;
  }
`;

