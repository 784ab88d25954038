/**
 * Clients (E1–E7): the users (clients) table at /staff/users, the card and its forms are custom screens over this
 * declaration. Whose client a client is (ACC-1: a sale that counts) is SQL, kept in server/modules/clients/scope.ts
 * and applied by the module's hooks and the card's route; money and bonus are written by ADMIN only.
 */
import { type Infer, computed, defineResource, email, enumOf, integer, jsonObject, money, phone, reference, text } from '../resource';

const ADMIN = ['ADMIN'] as const;
const SALES = ['ADMIN', 'AGENT'] as const;

export const CLIENT_TYPES = ['INDIVIDUAL', 'LEGAL'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

const entityText = text({ nullable: true, maxLength: 500 });

export const clients = defineResource({
  name: 'clients',
  path: '/clients',
  timestamps: true,
  fields: {
    user_id: reference('users', { nullable: true, readOnly: true, description: 'The cabinet account, when the client has one' }),
    login: computed(text({ nullable: true, description: "The cabinet account's login" })),
    name: text({ required: true, requiredMessage: true, maxLength: 255, description: 'Full name; blank is refused' }),
    // typed in any form on create (E5), no pattern: the module keeps it as 7XXXXXXXXXX, and it is read-only after (E4)
    phone: {
      ...phone({
        maxLength: 40, nullable: true, keepIfOmitted: true, unique: 'phoneTaken',
        description: 'Russian or Kazakh mobile in any format, stored as 7XXXXXXXXXX; required on create, read-only after it (accepted only unchanged)',
      }),
      pattern: undefined,
    },
    email: email({ required: true, nullable: true, unique: 'emailTaken', description: 'Unique, case-insensitive' }),
    type: enumOf(CLIENT_TYPES, { readOnly: true, description: 'LEGAL when the entity names a company' }),
    entity: jsonObject(
      { company: entityText, inn: entityText, ogrn: entityText, postal: entityText, legal: entityText },
      { nullable: true, keepIfOmitted: true, description: 'Legal entity details; blank parts are dropped, a company makes the client LEGAL' },
    ),
    address: text({ nullable: true, readOnly: true }),
    money: money({ max: 9_999_999_900, keepIfOmitted: true, access: { write: ADMIN }, description: 'Account balance, a multiple of 100 (written by ADMIN)' }),
    bonus: integer({ keepIfOmitted: true, access: { write: ADMIN }, description: 'Bonus points (written by ADMIN)' }),
  },
  checks: [{ field: 'money', message: 'moneyStep', valid: (input) => typeof input.money !== 'number' || input.money % 100 === 0 }],
  list: {
    columns: ['name', 'phone', 'email'],
    search: ['name', 'email', 'phone'],
    filters: ['type'],
    sort: ['created_at', 'name'],
    defaultSort: { field: 'created_at', order: 'DESC' },
  },
  // the list is the admin's (E1); a seller opens and edits the clients its sales made its own (ACC-1)
  access: { list: ADMIN, show: SALES, create: SALES, edit: SALES, delete: ADMIN },
  // GET /clients/{id} answers the card, the record with its tariffs' services (server/modules/clients/routes.ts)
  operations: { one: false },
  menu: { cabinets: ['sales'], icon: 'People', id: 'clients', label: 'app.menu.clients', parent: 'users', first: true, route: '/staff/users' },
  representation: 'name',
});

export type Client = Infer<typeof clients>;
