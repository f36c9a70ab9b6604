import { ErrorBox, focusRing, theme } from '@casino/shared/ui';
import styled, { css } from 'styled-components';

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

/** The look of a form's input and select; `$invalid` marks a field with an error. */
export const fieldControl = css<{ $invalid?: boolean }>`
  box-sizing: border-box;
  width: 100%;
  min-height: 48px;
  padding: 0 ${theme.space(3)};
  border: 1px solid ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radius.small};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;
  ${focusRing}
`;
