import { focusRing } from '@casino/shared/ui';
import styled, { css } from 'styled-components';
import { SiteLink } from '../../../components/site-link';

/** A content page's heading. */
export const Title = styled.h1`
  margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.hero};
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

/** The introduction under a content page's heading. */
export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.125rem;
  line-height: 1.5;
`;

const action = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  margin-top: ${({ theme }) => theme.space(4)};
  padding: 0 ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  ${focusRing}
`;

/** The main action of a content page: an accent link (a site path) shaped as a button. */
export const CallToAction = styled(SiteLink)`
  ${action}
`;

/** A content page's action that is a button (Log in, Remove the code); `$secondary` for the outlined one. */
export const ActionButton = styled.button<{ $secondary?: boolean }>`
  ${action}
  border: 0;
  font-size: 1rem;
  ${({ $secondary, theme }) =>
    $secondary &&
    css`
      border: 1px solid ${theme.colors.border};
      background: ${theme.colors.surface};
      color: ${theme.colors.text};
    `}
`;
