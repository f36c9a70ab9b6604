import { Button } from '@casino/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { codeFormSchema, normaliseCode, type CodeFormValues } from '../lib/code-schema';
import { TextField } from './form-field';
import { LinkButton, Note } from './ui';

export interface CodeFormProps {
  /** The input's id, unique on the page. */
  id: string;
  /** The field's label, e.g. "Code from the text message". */
  label: string;
  /**
   * Checks the six digits (spaces dropped) of a well-formed code; resolves with the player's message
   * when the platform refused it (shown on the field, which takes the focus), else null.
   */
  onVerify: (code: string) => Promise<string | null>;
  /** Asks for a new code. */
  onResend: () => void;
  /** A new code is being asked for. */
  resending: boolean;
  /** No try is left: the code cannot be checked until a new one is sent. */
  locked?: boolean;
}

/**
 * The six-digit code a player types from an SMS or e-mail (spec 001 §4, issue 15: typed, no links): one
 * field that takes the phone's one-time-code autofill, Verify, and "Send a new code". What was typed
 * stays; a refused code marks the field with the platform's reason.
 */
export function CodeForm({ id, label, onVerify, onResend, resending, locked = false }: CodeFormProps) {
  const { t } = useTranslation('account');
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<CodeFormValues>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' }, mode: 'onTouched' });

  // A new code makes the last refusal moot (what was typed stays).
  useEffect(() => {
    if (!resending) clearErrors('code');
  }, [resending, clearErrors]);

  const verify = async ({ code }: CodeFormValues) => {
    const refusal = await onVerify(normaliseCode(code));
    if (refusal) setError('code', { type: 'server', message: refusal }, { shouldFocus: true });
  };

  return (
    <form noValidate aria-label={label} onSubmit={handleSubmit(verify)}>
      <TextField
        id={id}
        label={label}
        hint={t('code.hint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        error={errors.code}
        {...register('code')}
      />
      <Button $block type="submit" disabled={isSubmitting || locked} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? t('code.verifying') : t('code.verify')}
      </Button>
      <Note>
        <LinkButton type="button" onClick={onResend} disabled={resending} aria-busy={resending || undefined}>
          {resending ? t('code.resending') : t('code.resend')}
        </LinkButton>
      </Note>
    </form>
  );
}
