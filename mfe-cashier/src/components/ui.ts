import styled, { css } from 'styled-components';

const focusRing = css`
  outline: 3px solid ${({ theme }) => theme.colors.focus};
  outline-offset: 2px;
`;

/** A page of this remote: a centred column on the site background. */
export const Page = styled.section`
  box-sizing: border-box;
  min-height: calc(100dvh - ${({ theme }) => theme.headerHeight});
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.family};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space(12)};
  }
`;

/** The card a page's content sits in. */
export const Card = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(8)};
  }

  h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.font.title};
  }

  p {
    line-height: 1.5;
  }
`;

/** The main action of a prompt. */
export const PrimaryButton = styled.button`
  box-sizing: border-box;
  width: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(6)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
`;

/** A secondary action. */
export const SecondaryButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

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
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  p {
    margin: 0;
  }
`;

export { focusRing };
