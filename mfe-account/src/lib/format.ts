/**
 * Dates and places as the account pages show them. spec 000 §9: the default date format is dd/MM/yyyy;
 * times are the player's local time, 24-hour.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** `1990-05-17` → `17/05/1990`; anything else as it is. */
export function formatBirthDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

/** An ISO 8601 instant in the player's time: `17/05/2026 14:05`; anything unreadable as it is. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A country's name in the page's language (`MT` → "Malta"); the code when unknown. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
