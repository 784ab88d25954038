export { formatPercent, formatPrice, groupThousands } from './price';
export { formatLocale, setFormatLocale } from './locale';
export { formatDateTime, formatDay, formatMonth, DATE_TIME_FORMAT, DAY_FORMAT, MONTH_FORMAT } from './date';
export { formatPhone, unformatPhone } from './phone';
export { validDays, periodLabel } from './period';
