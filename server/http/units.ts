import { Type } from 'typebox';
import { SERVICE_UNITS } from '../../common/enums';
import { literals } from './named';

/** What a service's limit counts (common/enums.ts SERVICE_UNITS), or null: unlimited. Worded by the SPA and the PDFs. */
export const unitOrNone = (description = 'What the limit counts; null: unlimited') =>
  Type.Union([literals(SERVICE_UNITS), Type.Null()], { description });
