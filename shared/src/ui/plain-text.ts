/**
 * The text of a content field meant as plain text (a title, a greeting), should it carry markup: tags
 * removed, with the whole content of `script` and `style` elements; entities are left as written. Not a
 * sanitiser: render the result as a React text node (escaped), never as HTML. Missing values give ''.
 */
export function plainTextOf(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>?/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
