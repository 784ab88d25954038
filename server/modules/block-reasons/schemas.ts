import { Type } from 'typebox';

/** A block reason as `GET /block/reason/all` answers it: its code and its name in the request's language. */
export const BlockReason = Type.Object({ code: Type.String(), name: Type.String() });
