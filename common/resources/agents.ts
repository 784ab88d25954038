/**
 * Agents (G8): an agent is its users row (name, contacts, roles, blocked) and its agents row (partner, subdivision,
 * type). The record and GET /agents/{id} are generated; the list (sorted and searched by the user's columns), the
 * spec's bodies (`role`, a password) and the block, subdivision (G9) and certificates routes are custom.
 */
import { AGENT_TYPES, ROLES } from '../roles';
import { arrayOf, boolean, computed, crud, date, defineResource, email, enumOf, joinOne, phone, reference, text } from '../resource';

const fromUser = { via: 'user', readOnly: true } as const;
const named = { id: reference('partners'), name: text() } as const;

export const agents = defineResource({
  name: 'agents',
  path: '/agents',
  fields: {
    user_id: reference('users', { readOnly: true, description: 'The account the agent signs in with' }),
    // the account's columns, answered at the top level
    user: joinOne('users', 'user_id', {}, { hidden: true, nullable: false }),
    name: text({ ...fromUser, description: 'Full name' }),
    login: text({ ...fromUser, nullable: true }),
    phone: phone({ ...fromUser, nullable: true, description: 'Stored as 7XXXXXXXXXX' }),
    email: email({ ...fromUser, nullable: true }),
    roles: arrayOf(enumOf(ROLES), { ...fromUser, description: 'AGENT among them' }),
    blocked: boolean({ ...fromUser }),
    // a partner admin moves an agent between its own partner's subdivisions (G9), never to another partner
    partner_id: reference('partners', { nullable: true, access: { write: ['ADMIN'] }, description: "Defaults to the subdivision's partner" }),
    subdivision_id: reference('subdivisions', { nullable: true }),
    partner: joinOne('partners', 'partner_id', named),
    subdivision: joinOne('subdivisions', 'subdivision_id', { ...named, id: reference('subdivisions') }),
    type: enumOf(AGENT_TYPES, { default: 'NETTO', labels: 'agentType' }),
    is_manager: boolean({ default: false }),
    created_at: date({ readOnly: true }),
    // G8's agent carries promoCodes: the codes its sales were made with (server/modules/agents/resource.ts)
    promoCodes: { ...computed(arrayOf(text(), { description: 'G8: the promo codes of the sales the agent made, by code' }), { always: true }), detail: true },
  },
  list: {
    columns: ['name', 'login', 'phone', 'email', 'roles', 'partner', 'subdivision', 'type', 'blocked'],
    search: ['user.name', 'user.login', 'user.email', 'user.phone'],
    filters: ['partner_id', 'subdivision_id'],
    sort: ['created_at', 'name', 'login'],
    defaultSort: { field: 'created_at', order: 'DESC' },
  },
  access: { ...crud(['ADMIN']), block: ['ADMIN'] },
  // the list, create and update are custom routes (server/modules/agents/resource.ts); agents are never deleted (G8)
  operations: { list: false, create: false, update: false, delete: false },
  menu: { cabinets: ['sales'], icon: 'Badge', id: 'agents', label: 'app.menu.agents', parent: 'users', after: 'clients', route: '/staff/agents' },
  representation: 'name',
});
