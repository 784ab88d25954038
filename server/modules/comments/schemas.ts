/**
 * Shapes of the comments API (E8): /comment/{id} lists and creates with a client's id, changes and deletes with a
 * comment's id. One parameter name, so the document has one templated path (Redocly's no-identical-paths).
 */
import { Type } from 'typebox';
import { named } from '../../http/named';

const Uuid = Type.String({ format: 'uuid' });

export const ClientIdParam = Type.Object({ id: Type.String({ format: 'uuid', description: "The client's id" }) });
export const CommentIdParam = Type.Object({ id: Type.String({ format: 'uuid', description: "The comment's id" }) });

/** Blank text is refused by the service with the form's own message (O4). */
export const CommentInput = Type.Object({ comment: Type.String({ maxLength: 5000 }) }, { additionalProperties: false });

export const Comment = named('Comment', Type.Object({
  id: Uuid,
  client_id: Uuid,
  comment: Type.String(),
  author_id: Type.Union([Uuid, Type.Null()]),
  agent_id: Type.Union([Uuid, Type.Null()]),
  author: Type.Union([Type.Object({ id: Uuid, name: Type.String() }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
}));
