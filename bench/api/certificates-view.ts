/**
 * A declared, read-only view of the certificates: the hand-written list's main columns, its agent filter and
 * its index-backed sorts, list only. A bench fixture (docs/decisions.md "I10/bench view"): `npm run bench`
 * serves it beside the hand-written list (bench/api/declared-server.ts) to weigh the generated list against it.
 */
import { boolean, date, defineResource, enumOf, money, reference, text } from '../../common/resource';

const readOnly = { readOnly: true } as const;
const optional = { readOnly: true, nullable: true } as const;

export const certificatesView = defineResource({
  name: 'certificates-view',
  table: 'certificates',
  path: '/certificates-view',
  timestamps: true,
  fields: {
    number: text(readOnly),
    rate_name: text(optional),
    client_name: text(optional),
    agent_id: reference('agents', optional),
    agent_name: text(optional),
    status: enumOf(['PENDING', 'ACTIVE', 'CANCELLED'], readOnly),
    cost: money(readOnly),
    blocked: boolean(readOnly),
    start_date: date(optional),
    finish_date: date(optional),
  },
  list: {
    columns: ['number', 'rate_name', 'client_name', 'agent_name', 'status', 'cost', 'finish_date'],
    filters: ['agent_id', 'status'],
    sort: ['created_at', 'cost', 'rate_name', 'finish_date'],
    // the hand-written list's: per agent by creation and by price, the whole table by each sort (migrations 0110–0145)
    indexes: [['agent_id', 'created_at'], ['agent_id', 'cost'], ['created_at'], ['cost'], ['rate_name'], ['finish_date']],
    // PostgreSQL's own order, which the (column, id) indexes give both ways (the hand-written list splits values and nulls)
    nulls: { rate_name: 'greatest', finish_date: 'greatest' },
    defaultSort: { field: 'created_at', order: 'DESC' },
    // C5's page
    perPage: 30,
  },
  // the certificate list's roles; an agent lists its own certificates, as there (C1)
  access: { list: ['ADMIN', 'AGENT'] },
  owner: { column: 'agent_id', subject: 'agentId', all: ['ADMIN'] },
  operations: { one: false, create: false, update: false, delete: false },
  representation: 'number',
});
