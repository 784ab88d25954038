import { Type } from 'typebox';

const Uuid = Type.String({ format: 'uuid' });

export const PartnerParams = Type.Object({ partnerId: Uuid });
export const TaskParams = Type.Object({ taskId: Uuid });
