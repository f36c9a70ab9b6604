import type { FieldError } from '@casino/shared/platform';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from './ui';

/** What went wrong with a form as a whole: a message key, and the platform's field errors no field took. */
export interface FormProblemState {
  key: string;
  unmatched: FieldError[];
}

/** The key the account area uses for "correct the marked fields": those errors sit on the fields, which take the focus. */
export const FIELDS_PROBLEM_KEY = 'form.errors.fields';

/**
 * A form's message above its fields (`role="alert"`, announced at once), with the platform's own texts of
 * field errors no field took. It takes the focus, so a player who pressed the button at the bottom sees it,
 * unless the errors sit on fields (the first of them has the focus then).
 */
export function FormProblem({ problem }: { problem: FormProblemState | null }) {
  const { t } = useTranslation('account');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem && problem.key !== FIELDS_PROBLEM_KEY) ref.current?.focus();
  }, [problem]);
  if (!problem) return null;
  return (
    <FormAlert ref={ref} role="alert" tabIndex={-1}>
      <p>{t(problem.key)}</p>
      {problem.unmatched.length > 0 && (
        <ul>
          {problem.unmatched.map((fieldError) => (
            <li key={`${fieldError.field}-${fieldError.code}`}>{fieldError.message}</li>
          ))}
        </ul>
      )}
    </FormAlert>
  );
}
