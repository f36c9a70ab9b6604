import styled, { css } from 'styled-components';

/** Hides content visually while keeping it for assistive technology. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
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

/** The card a form or a message sits in. */
export const Card = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-width: 520px;
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
    line-height: 1.2;
  }

  h1:focus {
    outline: none;
  }

  p {
    line-height: 1.5;
  }
`;

const focusRing = css`
  outline: 3px solid ${({ theme }) => theme.colors.focus};
  outline-offset: 2px;
`;

/** The main action of a form or a prompt. */
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

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

/** A secondary action that looks like a link. */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
`;

/** A message about the whole form (role="alert" where it is rendered). */
export const FormAlert = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  line-height: 1.5;

  &:focus {
    outline: none;
  }

  p {
    margin: 0;
  }

  ul {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

/** A muted note under a form. */
export const Note = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
  text-align: center;
`;

/** A loading message in place of a page's content. */
export const Loading = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export const fieldControl = css<{ $invalid?: boolean }>`
  box-sizing: border-box;
  width: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &:focus-visible {
    ${focusRing}
  }
`;
