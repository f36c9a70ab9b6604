import { TextField as SharedTextField, fieldControl } from '@casino/shared/ui';
import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { FieldError as FormFieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** The text of a field error: client rules carry a message key, the platform's own text is shown as sent. */
function useErrorText(error: FormFieldError | undefined): string | undefined {
  const { t } = useTranslation('account');
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : t(error.message);
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errorText?: string;
  children: ReactNode;
}

function FieldShell({ id, label, hint, errorText, children }: FieldShellProps) {
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !errorText && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {errorText && <ErrorText id={`${id}-error`}>{errorText}</ErrorText>}
    </Field>
  );
}

/** `aria-invalid` and `aria-describedby` for a field with this id. */
function describedBy(id: string, errorText: string | undefined, hint: ReactNode) {
  if (errorText) return { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` };
  return { 'aria-invalid': false as const, 'aria-describedby': hint ? `${id}-hint` : undefined };
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: FormFieldError;
}

/** shared/ui's `TextField` with a react-hook-form error, its message key read in the `account` texts. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ error, ...field }, ref) {
  return <SharedTextField ref={ref} errorText={useErrorText(error)} {...field} />;
});

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: ReactNode;
  error?: FormFieldError;
}

/** A labelled select, wired like `TextField`. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ id, label, error, children, ...select }, ref) {
  const errorText = useErrorText(error);
  return (
    <FieldShell id={id} label={label} errorText={errorText}>
      <Select ref={ref} id={id} $invalid={Boolean(errorText)} {...describedBy(id, errorText, undefined)} {...select}>
        {children}
      </Select>
    </FieldShell>
  );
});

export interface CheckboxFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: ReactNode;
  error?: FormFieldError;
}

/** A checkbox with its label beside it and its error under it. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField({ id, label, error, ...input }, ref) {
  const errorText = useErrorText(error);
  return (
    <Field>
      <CheckboxRow>
        <Checkbox ref={ref} id={id} type="checkbox" {...describedBy(id, errorText, undefined)} {...input} />
        <label htmlFor={id}>{label}</label>
      </CheckboxRow>
      {errorText && <ErrorText id={`${id}-error`}>{errorText}</ErrorText>}
    </Field>
  );
});

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.small};
`;

const Select = styled.select<{ $invalid?: boolean }>`
  ${fieldControl}
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.small};
`;

const CheckboxRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  line-height: 1.4;

  label {
    padding-top: 2px;
  }
`;

const Checkbox = styled.input`
  flex: none;
  width: 22px;
  height: 22px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.accent};
`;
