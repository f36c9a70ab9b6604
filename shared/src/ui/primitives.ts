import { theme } from './theme';
import { Link } from '@casino/shared-modules/react-router';
import { css, styled } from 'styled-components';

/** The focus ring of every link and button: visible on keyboard focus, on any background. */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The base of a navigation link (the header's verticals, a page's tabs): one line, at least 44 px
 * high for touch, no underline, the focus ring. The link adds how it shows the current page.
 */
export const navItem = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space(3)};
  text-decoration: none;
  white-space: nowrap;
  ${focusRing}
`;

/** Text for screen readers only; `as="h1"` (or any element) for a heading the page has but does not show. */
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

/** The frame of a wide remote screen (lobbies, play pages): centred, at most 1600 px wide. */
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

/** The header row of a `PageFrame`: the title, and links or tools beside it. */
export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(2)} ${theme.space(4)};
  margin-bottom: ${theme.space(4)};
`;

/** A page's `h1`. */
export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${theme.font.title};
  line-height: 1.2;

  ${theme.media.md} {
    font-size: ${theme.font.hero};
  }
`;

/** The look of a text link on the dark theme (`TextLink`, `SiteLink`). */
export const textLink = css`
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

/** What the platform's buttons take besides a `<button>`'s own attributes. */
export interface ButtonStyleProps {
  /** Fill the width of the container and stand 48 px high: the one action of a form, card or prompt. */
  $block?: boolean;
}

/**
 * The platform's primary button (accent background), at least 44 px high for touch; `$block` for
 * the main action of a form or card. Disabled shows as busy (`cursor: progress`).
 */
export const Button = styled.button<ButtonStyleProps>`
  box-sizing: border-box;
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(6)};
  border: 0;
  border-radius: ${theme.radius.medium};
  background: ${theme.colors.accent};
  color: ${theme.colors.accentText};
  font: 600 ${theme.font.body} ${theme.font.family};
  cursor: pointer;

  ${({ $block }) =>
    $block &&
    css`
      width: 100%;
      min-height: 48px;
    `}

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  ${focusRing}
`;

/** A secondary action beside or below a primary one: the `Button`, outlined on the surface colour. */
export const SecondaryButton = styled(Button)`
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
`;

/**
 * A line that tells the player something beside the page's content (a part of it failed, a limit is
 * near), with room for a `CompactButton` after the text; it wraps on a phone.
 */
export const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  margin: 0 0 ${theme.space(2)};
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.medium};
  background: ${theme.colors.surface};
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.small};
`;

/** A small outlined action inside a line of text (a notice's "Try again"): 36 px high, accent outline. */
export const CompactButton = styled(Button)`
  min-height: 36px;
  padding: 0 ${theme.space(3)};
  border: 1px solid ${theme.colors.accent};
  border-radius: ${theme.radius.small};
  background: transparent;
  color: ${theme.colors.accent};
  font-size: ${theme.font.small};
`;

/**
 * A remote's page below the host's header: the site background, at least the viewport's height
 * less the header (`theme.headerHeight`), with the page padding of spec 000 §9's breakpoints. Lay
 * out the content inside it (a `Card`, a column).
 */
export const Page = styled.section`
  box-sizing: border-box;
  min-height: calc(100dvh - ${theme.headerHeight});
  padding: ${theme.space(6)} ${theme.space(4)} ${theme.space(10)};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font-family: ${theme.font.family};

  ${theme.media.md} {
    padding: ${theme.space(12)} ${theme.space(8)} ${theme.space(12)};
  }
`;

/**
 * The card a form, a prompt or a page's content sits in: centred, at most 560 px wide, on the
 * surface colour. Its `h1` is the card's title (focusable by script without a ring, for step changes).
 */
export const Card = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-width: 560px;
  margin: 0 auto;
  padding: ${theme.space(6)} ${theme.space(4)};
  border-radius: ${theme.radius.large};
  background: ${theme.colors.surface};

  ${theme.media.md} {
    padding: ${theme.space(8)};
  }

  h1 {
    margin: 0 0 ${theme.space(4)};
    font-size: ${theme.font.title};
    line-height: 1.2;
  }

  h1:focus {
    outline: none;
  }

  p {
    line-height: 1.5;
  }
`;

/** A muted line of text: loading, empty, a hint. */
export const Muted = styled.p`
  color: ${theme.colors.textMuted};
`;

/**
 * A failure in place of content, with what the player can do about it (a retry button); render it
 * with `role="alert"`. For a remote's whole-page failure with its standard texts, use `ErrorState`.
 */
export const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  margin: ${theme.space(4)} 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-left: 4px solid ${theme.colors.danger};
  border-radius: ${theme.radius.small};
  background: ${theme.colors.surfaceRaised};
  line-height: 1.5;

  &:focus {
    outline: none;
  }

  p {
    margin: 0;
  }
`;
