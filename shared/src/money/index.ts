/**
 * `@casino/shared/money`: money and dates as players read them (spec 001 §9).
 */
export { DATE_FORMAT } from '../constants/platform';
export { currencyDecimals, formatAmount, formatDisplayDate, formatMinorMoney, formatMoney } from './currency';
export { FILIPINO_LOCALE, dateFnsLocaleOf } from './date-locale';
export { readTypedAmount, type TypedAmountProblem } from './typed-amount';
