import type { FieldError, PlatformError } from '@casino/shared/platform';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the platform's field errors (spec 001 §5 `validationErrors`: objectName, field, rejectedValue,
 * status, message, code) on the form's fields. `fieldNames` maps the platform's field names to the
 * form's; the first mapped field gets the focus.
 *
 * @returns the field errors no form field took, to be shown with the form's own message.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: PlatformError,
  setError: UseFormSetError<T>,
  fieldNames: Readonly<Record<string, Path<T>>>,
): FieldError[] {
  const unmatched: FieldError[] = [];
  let focused = false;
  for (const fieldError of error.fieldErrors) {
    const name = fieldNames[fieldError.field];
    if (!name) {
      unmatched.push(fieldError);
      continue;
    }
    setError(name, { type: 'server', message: fieldError.message }, { shouldFocus: !focused });
    focused = true;
  }
  return unmatched;
}
