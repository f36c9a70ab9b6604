import { theme } from '@casino/shared/ui';
import styled from 'styled-components';

/** The area below the host's header: the full viewport height less the header's 56 px. */
export const FullHeightPage = styled.section`
  display: flex;
  flex-direction: column;
  height: calc(100vh - ${theme.headerHeight});
  height: calc(100dvh - ${theme.headerHeight});
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font-family: ${theme.font.family};
`;

/** A message in place of a page (not available, not found). */
export const Notice = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: ${theme.space(10)} ${theme.space(4)};
  text-align: center;
  color: ${theme.colors.text};
  font-family: ${theme.font.family};

  p {
    color: ${theme.colors.textMuted};
  }
`;
