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

/** The area below the host's header: the full viewport height less the header's 56 px. */
export const FullHeightPage = styled.section`
  display: flex;
  flex-direction: column;
  height: calc(100vh - ${({ theme }) => theme.headerHeight});
  height: calc(100dvh - ${({ theme }) => theme.headerHeight});
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.family};
`;

/** A message in place of a page (not available, not found). */
export const Notice = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.family};

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
