import { type Static, Type } from 'typebox';
import { listQuery, listReply } from '../../http/list';

const Uuid = Type.String({ format: 'uuid' });

export const LoaderTask = Type.Object({
  id: Uuid,
  partner: Type.Union([Type.Object({ id: Uuid, name: Type.String() }), Type.Null()]),
  file_name: Type.String(),
  status: Type.Union([Type.Literal('CREATED'), Type.Literal('IN_PROGRESS'), Type.Literal('COMPLETED'), Type.Literal('ERRORED')]),
  progress_percentage: Type.Integer({ minimum: 0, maximum: 100 }),
  completed_tasks: Type.Integer({ minimum: 0, description: 'Accounts created' }),
  total_tasks: Type.Integer({ minimum: 0, description: 'Account rows in the sheet' }),
  has_result: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
export type LoaderTask = Static<typeof LoaderTask>;

export const LoaderTaskListQuery = Type.Object({ ...listQuery(['created_at']) }, { additionalProperties: false });
export type LoaderTaskListQuery = Static<typeof LoaderTaskListQuery>;
export const LoaderTaskList = listReply(LoaderTask);

export const PartnerParams = Type.Object({ partnerId: Uuid });
export const TaskParams = Type.Object({ taskId: Uuid });
