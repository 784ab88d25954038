/**
 * User accounts: the sign-in behind a client's cabinet and an agent. The staff table at /staff/users lists clients
 * (E1, common/resources/clients.ts); an account is listed through its agent or client and blocked by an ADMIN
 * (POST /users/{id}/block, server/modules/users), which signs it out everywhere.
 */
import { type Infer, boolean, defineResource, email, phone, text } from '../resource';

export const users = defineResource({
  name: 'users',
  path: '/users',
  timestamps: true,
  fields: {
    name: text({ readOnly: true }),
    login: text({ nullable: true, readOnly: true }),
    phone: phone({ nullable: true, readOnly: true }),
    email: email({ nullable: true, readOnly: true }),
    blocked: boolean({ readOnly: true, description: 'A blocked account cannot sign in; blocking ends its sessions' }),
  },
  list: { columns: ['name', 'login', 'phone', 'email', 'blocked'], sort: ['created_at'], defaultSort: { field: 'created_at', order: 'DESC' } },
  access: { block: ['ADMIN'] },
  operations: { list: false, one: false, create: false, update: false, delete: false },
  representation: 'name',
});

export type User = Infer<typeof users>;
