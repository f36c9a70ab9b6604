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

/** A group of radio choices, one per row with its legend (language, proof-of-address kind). */
export const Choices = styled.fieldset`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0 0 ${theme.space(4)};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${theme.space(2)};
    font-weight: 600;
    font-size: ${theme.font.small};
  }
`;

/** One radio choice of `Choices`: the input and its label in a 48 px row, outlined in the accent when checked. */
export const Choice = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  min-height: 48px;
  padding: 0 ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.small};

  &:has(input:checked) {
    border-color: ${theme.colors.accent};
  }

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${theme.colors.accent};
  }

  label {
    flex: 1;
    padding: ${theme.space(3)} 0;
  }
`;
