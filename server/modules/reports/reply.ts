import { Type } from 'typebox';
import type { Action } from '../../../common/access';
import { errorReplies } from '../../http/list';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const reportAccess = (action: Action) => ({ access: { resource: 'reports', action } });
export const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
