import { format as formatDateFns, parseISO } from 'date-fns';
import { DATE_FORMAT } from '../constants/platform';

/*
 * Dates in the platform's fixed formats, apart from money (issue 19): webpack keeps a module's used exports
 * whole, so a page that formats money only would otherwise bring date-fns' formatter with it.
 */

/** spec 000 §9: a date as players see it, `dd/MM/yyyy`. Accepts a Date or an ISO string. */
export function formatDisplayDate(date: Date | string): string {
  return formatDateFns(typeof date === 'string' ? parseISO(date) : date, DATE_FORMAT);
}
