import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { CREDIT_GRACE_DAYS } from '../../../common/credit';

dayjs.extend(utc);

/** The job's calendar: UTC days, as the due dates are stored (common/credit.ts). */
export function instalmentDays(now: Date) {
  const today = dayjs.utc(now).format('YYYY-MM-DD');
  // an instalment due before this day is past its grace period
  const graceCutoff = dayjs.utc(now).subtract(CREDIT_GRACE_DAYS, 'day').format('YYYY-MM-DD');
  return { today, graceCutoff };
}
