/**
 * `@casino/shared/money`: money and dates as players read them (spec 001 §9).
 */
export { DATE_FORMAT } from '../constants/platform';
export { currencyDecimals, formatAmount, formatMinorMoney, formatMoney } from './currency';
export { formatDisplayDate } from './dates';
export { FILIPINO_LOCALE, dateFnsLocaleOf } from './date-locale';
export { loadDateFnsLocale } from './date-locale-loader';
export { readTypedAmount, type TypedAmountProblem } from './typed-amount';
