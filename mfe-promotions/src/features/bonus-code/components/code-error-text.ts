import type { TFunction } from 'i18next';
import type { CodeError } from '../lib/bonus-code-machine';

/**
 * The words of a refused code (spec 001 §8): a code by its own translated text (`codeErrors.<code with
 * _ for .>`, the generic "This code cannot be used" for a code the texts do not know), a message as the
 * platform sent it.
 */
export function codeErrorText(t: TFunction<'rewards'>, error: CodeError): string {
  if (error.kind === 'message') return error.message;
  return t(`codeErrors.${error.code.replaceAll('.', '_')}`, { defaultValue: t('codeErrors.unknown') });
}
