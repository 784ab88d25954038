/**
 * Comments on a client (E8): the client card's Comments tab. GET and POST /comment/{id} take the client's id (custom
 * routes, server/modules/comments: which comments a seller reads is SQL); PUT and DELETE /comment/{id} the comment's,
 * generated, changed and deleted by the author or an ADMIN.
 */
import { type Infer, type RecordRule, defineResource, joinOne, longText, reference, text } from '../resource';

const SALES = ['ADMIN', 'AGENT'] as const;

/** A comment's author is the user who wrote it (author_id), so admins without an agent id are authors too. */
const authorOrAdmin: RecordRule = (subject, record) =>
  subject.roles.includes('ADMIN') || (!!subject.userId && record.author_id === subject.userId);

export const comments = defineResource({
  name: 'comments',
  path: '/comment',
  timestamps: true,
  fields: {
    client_id: reference('clients', { readOnly: true, description: 'The client commented on (the path of POST)' }),
    comment: longText({ required: true, requiredMessage: true, maxLength: 5000, description: '1..5000 characters, trimmed' }),
    author_id: reference('users', { nullable: true, readOnly: true, description: 'The user who wrote it' }),
    agent_id: reference('agents', { nullable: true, readOnly: true, description: "The author's agent, when it is one" }),
    author: joinOne('users', 'author_id', { id: reference('users'), name: text() }),
    // the partner it was written within: that partner's sellers read it
    partner_id: reference('partners', { nullable: true, hidden: true }),
  },
  list: {
    columns: ['comment', 'author'],
    sort: ['created_at'],
    defaultSort: { field: 'created_at', order: 'DESC' },
  },
  access: { list: SALES, create: SALES, edit: SALES, delete: SALES },
  recordRules: { edit: authorOrAdmin, delete: authorOrAdmin },
  // a client's comments and a new one are at /comment/{client id} (server/modules/comments/routes.ts)
  operations: { list: false, one: false, create: false },
  representation: 'comment',
});

export type Comment = Infer<typeof comments>;
