import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { focusRing } from './primitives';
import { theme } from './theme';

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

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: ReactNode;
  /** A line under the field while it has no error (bounds, format). */
  hint?: ReactNode;
  /** The error to show, already in the player's language; none when the field is fine. */
  errorText?: string;
  /** Shown inside the field's row after the input (a currency symbol). */
  suffix?: ReactNode;
}

/**
 * A labelled text input whose hint or error shows under it, tied to it with `aria-describedby` and
 * `aria-invalid` (WCAG 3.3.1): a screen reader reads the error when the field takes the focus.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, hint, errorText, suffix, ...input },
  ref,
) {
  const described = errorText ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Row>
        <Input
          ref={ref}
          id={id}
          $invalid={Boolean(errorText)}
          aria-invalid={Boolean(errorText)}
          aria-describedby={described}
          {...input}
        />
        {suffix && <Suffix aria-hidden="true">{suffix}</Suffix>}
      </Row>
      {hint && !errorText && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {errorText && <ErrorText id={`${id}-error`}>{errorText}</ErrorText>}
    </Field>
  );
});

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(4)};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${theme.font.small};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${fieldControl}
`;

const Suffix = styled.span`
  flex: none;
  font-weight: 600;
  color: ${theme.colors.textMuted};
`;

const Hint = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.small};
`;

const ErrorText = styled.span`
  color: ${theme.colors.danger};
  font-size: ${theme.font.small};
`;
