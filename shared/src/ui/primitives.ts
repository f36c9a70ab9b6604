import { theme } from './theme';
import { Link } from 'react-router';
import { css, styled } from 'styled-components';

/** The focus ring of every link and button: visible on keyboard focus, on any background. */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
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

/** The page frame of a remote's screen. */
export const PageFrame = styled.div`
  box-sizing: border-box;
  max-width: 1600px;
  margin: 0 auto;
  padding: ${theme.space(4)} ${theme.space(3)} ${theme.space(10)};
  color: ${theme.colors.text};
  font-family: ${theme.font.family};

  ${theme.media.md} {
    padding: ${theme.space(6)} ${theme.space(6)} ${theme.space(12)};
  }
`;

export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(2)} ${theme.space(4)};
  margin-bottom: ${theme.space(4)};
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${theme.font.title};
  line-height: 1.2;

  ${theme.media.md} {
    font-size: ${theme.font.hero};
  }
`;

const textLink = css`
  color: ${theme.colors.accent};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  border-radius: ${theme.radius.small};

  &:hover {
    text-decoration-thickness: 2px;
  }
  ${focusRing}
`;

/** A router link that reads as a link on the dark theme. */
export const TextLink = styled(Link)`
  ${textLink}
`;

/** The platform's primary button. */
export const Button = styled.button`
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(6)};
  border: 0;
  border-radius: ${theme.radius.medium};
  background: ${theme.colors.accent};
  color: ${theme.colors.accentText};
  font: 600 ${theme.font.body} ${theme.font.family};
  cursor: pointer;

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  ${focusRing}
`;
