import { ErrorBox, focusRing, theme } from '@casino/shared/ui';
import styled from 'styled-components';

/** A secondary action that looks like a link. */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.accent};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

/** A message about the whole form (role="alert" where it is rendered): the shared `ErrorBox`, with a list of what to fix. */
export const FormAlert = styled(ErrorBox)`
  display: block;
  margin: 0 0 ${theme.space(4)};

  ul {
    margin: ${theme.space(2)} 0 0;
    padding-left: ${theme.space(5)};
  }
`;

/** A muted note under a form. */
export const Note = styled.p`
  margin: ${theme.space(4)} 0 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.small};
  text-align: center;
`;
