export { formatPrice, groupThousands } from './price';
export { formatDateTime, formatDay, formatMonth, DATE_TIME_FORMAT, DAY_FORMAT, MONTH_FORMAT } from './date';
export { formatPhone, unformatPhone } from './phone';
export { validDays, periodLabel } from './period';
