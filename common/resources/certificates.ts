/**
 * Certificates (C1–C12), their list's read side: the record GET /certificates lists, typed and documented from here.
 * The list itself is the tuned custom route (server/modules/certificates/list-service.ts: its queries and indexes
 * hold at 1M rows); the card (GET /certificates/{id}), the block (PATCH), the delete and the sale are custom routes
 * with their own shapes.
 */
import type { AccessSubject } from '../access';
import { isAdminNotAgent } from '../roles';
import { boolean, computed, date, defineResource, enumOf, group, joinOne, money, read, reference, text } from '../resource';

import { CERTIFICATE_STATUSES } from '../enums';

export { CERTIFICATE_STATUSES, type CertificateStatus } from '../enums';

const ADMIN = ['ADMIN'] as const;
const SALES = ['ADMIN', 'AGENT'] as const;
const readOnly = { readOnly: true } as const;
const optional = { readOnly: true, nullable: true } as const;
/** A related record as the list names it: its id and the name copied at the sale (or joined). */
const named = (resource: string) => ({ id: reference(resource, {}), name: text({}) });

/** An agent reads and changes its own certificates; an admin who is not an agent every one (C1). */
function ownCertificate(subject: AccessSubject, record: Record<string, unknown>): boolean {
  if (isAdminNotAgent(subject.roles)) return true;
  return !!subject.agentId && record.agent_id === subject.agentId;
}

export const certificates = defineResource({
  name: 'certificates',
  path: '/certificates',
  fields: {
    number: text(readOnly),
    rate: computed(group(named('tariffs'), { nullable: true }), { always: true }),
    client: computed(group({ ...named('clients'), type: text({}), company: text({ nullable: true }) }, { nullable: true }), { always: true }),
    partner: joinOne('partners', 'partner_id', named('partners')),
    agent: computed(group(named('agents'), { nullable: true }), { always: true }),
    subdivision: joinOne('subdivisions', 'subdivision_id', named('subdivisions')),
    status: enumOf(CERTIFICATE_STATUSES, {
      ...readOnly,
      description: 'PENDING: awaiting payment; ACTIVE: paid, not blocked, not finished; BLOCKED (before anything but a cancellation); EXPIRED; CANCELLED',
    }),
    cost: money(readOnly),
    promo_discount: money(readOnly),
    bonus: money(readOnly),
    price: computed(money({ description: 'List price: cost + promo discount + bonus' }), { always: true }),
    blocked: boolean(readOnly),
    blocked_type: text(optional),
    block_date: date(optional),
    created_at: date(readOnly),
    start_date: date(optional),
    finish_date: date(optional),
    // the owner (the record rule's) and the names copied at the sale the list sorts by, never answered
    agent_id: reference('agents', { ...optional, hidden: true }),
    client_name: text({ ...optional, hidden: true }),
    agent_name: text({ ...optional, hidden: true }),
    rate_name: text({ ...optional, hidden: true }),
  },
  list: {
    columns: ['number', 'rate', 'client', 'agent', 'status', 'price', 'finish_date'],
    sort: ['created_at', 'number', 'cost', 'finish_date', 'client_name', 'agent_name', 'rate_name'],
    nulls: { finish_date: 'last', client_name: 'last', agent_name: 'last', rate_name: 'last' },
    defaultSort: { field: 'created_at', order: 'DESC' },
    // C5's page
    perPage: 30,
  },
  access: { ...read(SALES), create: SALES, edit: SALES, delete: ADMIN, export: SALES },
  recordRules: { show: ownCertificate, edit: ownCertificate },
  // every route is custom (server/modules/certificates/): the tuned list, the card, the block, the delete, the sale
  operations: { list: false, one: false, create: false, update: false, delete: false },
  representation: 'number',
});
