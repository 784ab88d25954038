/**
 * The role × resource × action access matrix (spec S1 §6 and the route table S1 §2.2), declared once.
 * The server checks it on every /gw route; the SPA uses it for menus, buttons and routes.
 * Deny by default: a resource or action missing here is refused to everyone.
 */
import { ROLES, type Role } from './roles';
import { DECLARED_SUMMARIES } from './resources/summaries';
import { recordRulesOf } from './resource/define';

export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | (string & {});

export interface AccessSubject {
  roles: readonly Role[];
  userId?: string | null;
  agentId?: string | null;
  partnerId?: string | null;
}

export interface AccessRequest {
  resource: string;
  action: Action;
  record?: Record<string, unknown> | null;
}

const ALL: readonly Role[] = ROLES;
const ADMIN: readonly Role[] = ['ADMIN'];
const SALES: readonly Role[] = ['ADMIN', 'AGENT'];
const STRUCTURE_EDITORS: readonly Role[] = ['ADMIN', 'PARTNER_ADMIN'];
const crud = (roles: readonly Role[]) => ({ list: roles, show: roles, create: roles, edit: roles, delete: roles });
const read = (roles: readonly Role[]) => ({ list: roles, show: roles });

export const ACCESS_MATRIX: Record<string, Partial<Record<Action, readonly Role[]>>> = {
  profile: { show: ALL, edit: ALL },
  catalog: read(ALL),
  'certificate-limits': { show: SALES, edit: ['ADMIN', 'PARTNER_ADMIN', 'AGENT_ADMIN'] },
  'certificates-denial': read(SALES),
  payments: { create: ['ADMIN', 'AGENT', 'CLIENT'] },
  // privilege services of the client card (E9); who may give one is who may change certificate limits
  'client-options': { list: SALES, create: ['ADMIN', 'PARTNER_ADMIN', 'AGENT_ADMIN'], delete: ['ADMIN', 'PARTNER_ADMIN', 'AGENT_ADMIN'] },
  'agent-subdivision': { show: ['ADMIN', 'PARTNER_ADMIN'], edit: ['ADMIN', 'PARTNER_ADMIN'] },
  // G10: the tree's subdivision nodes are changed by ADMIN and PARTNER_ADMIN (its own partner's, checked per record)
  structure: { list: ['ADMIN', 'PARTNER_ADMIN', 'AGENT_ADMIN'], show: ADMIN, create: STRUCTURE_EDITORS, edit: STRUCTURE_EDITORS, delete: STRUCTURE_EDITORS },
  // I1–I5: a client its own consultations, an agent its own support threads (checked per record); ADMIN answers,
  // closes and reopens every one
  support: { ...read(SALES), create: SALES, close: ADMIN },
  consultations: { ...read(['ADMIN', 'CLIENT']), create: ['ADMIN', 'CLIENT'], close: ADMIN },
  // E10: answers and their PDFs of a client: ADMIN any, an agent its certificates' clients, a client its own
  'client-questionnaires': read(['ADMIN', 'AGENT', 'CLIENT']),
  // L1: sales staff; which partner, subdivision or agent a caller may read is checked per record on the server
  // L3: a PARTNER reads its own programme's figures (the same per-record check)
  analytics: read([...SALES, 'PARTNER']),
  // L2: partner, agent and orders reports; which partner or agent a caller may report on is checked per record
  reports: { show: [...SALES, 'PARTNER'], export: [...SALES, 'PARTNER'] },
  'partner-analytics': read(['PARTNER']),
  'partner-program': read(['PARTNER']),
  documents: read(['AGENT']),
  // partner documents (G5): ADMIN manages them, an agent downloads those of its partner
  'partner-documents': { ...crud(ADMIN), show: [...SALES, 'PARTNER'] },
  // K6: ADMIN publishes them (sales cabinet, same address), clients read them
  'standard-documents': { list: ['ADMIN', 'CLIENT'], show: ['ADMIN', 'CLIENT'], create: ADMIN, delete: ADMIN },
  market: read(['CLIENT']),
  'client-orders': { ...read(['CLIENT']), create: ['CLIENT'], pay: ['CLIENT'], cancel: ['CLIENT'] },
  settings: { show: ADMIN, edit: ADMIN },
  // issue 28: the Prometheus metrics (GET /gw/metrics), also opened by METRICS_TOKEN without an account
  metrics: { show: ADMIN },
  // K4: ADMIN edits the instruction (sales cabinet, same address), clients read it
  'instruction-work': { list: ['ADMIN', 'CLIENT'], show: ['ADMIN', 'CLIENT'], edit: ADMIN },
  telegram: { show: ['CLIENT'], edit: ['CLIENT'] },
  // C10: autopay is the client's agreement; the seller may not switch it off, an admin or the client may
  autopay: { cancel: ['ADMIN', 'CLIENT'] },
  // C13: sales staff read a client's certificates by client_id; a client reads only its own (checked per record)
  'client-certificates': { list: ['ADMIN', 'AGENT', 'CLIENT'], show: ['CLIENT'] },
  // F6 for a client: what it may use now
  'client-services': read(['CLIENT']),
  // declared resources bring their own row (common/resources/<name>.ts, read as its summary)
  ...declaredRows(),
  // K7/AC-09: who passed a questionnaire, for the admin's questionnaire page
  'questionnaire-passes': read(ADMIN),
};

function declaredRows() {
  return Object.fromEntries(DECLARED_SUMMARIES.map((d) => [d.name, d.access]));
}

type RecordRule = (subject: AccessSubject, record: Record<string, unknown>) => boolean;

/** Record-level rules that sit on top of the matrix. */
export const RECORD_RULES: Record<string, Partial<Record<Action, RecordRule>>> = {
  autopay: {
    cancel: adminOrHolder,
  },
  ...Object.fromEntries(DECLARED_SUMMARIES.filter((d) => d.recordRules || d.owner).map((d) => [d.name, recordRulesOf(d)])),
};

/** The certificate's holder: `client_user_id` is the user of the certificate's client. */
function adminOrHolder(subject: AccessSubject, record: Record<string, unknown>): boolean {
  if (subject.roles.includes('ADMIN')) return true;
  return subject.roles.includes('CLIENT') && !!subject.userId && record.client_user_id === subject.userId;
}

export function rolesFor(resource: string, action: Action): readonly Role[] {
  return ACCESS_MATRIX[resource]?.[action] ?? [];
}

export function canAccess(subject: AccessSubject, { resource, action, record }: AccessRequest): boolean {
  const allowed = rolesFor(resource, action);
  if (!subject.roles.some((role) => allowed.includes(role))) return false;
  const rule = RECORD_RULES[resource]?.[action];
  return !rule || !record || rule(subject, record);
}
