import { Type, type Static } from 'typebox';
import type { Infer } from '../../../common/resource';
import { CERTIFICATE_STATUSES, type CertificateStatus, certificates } from '../../../common/resources/certificates';
import { listQuery, listReply } from '../../http/list';
import { recordSchema } from '../../resources/schemas';

export const CERTIFICATE_SORTS = certificates.list.sort;
export const CERTIFICATE_PAGE_SIZE = certificates.list.perPage;

const Uuid = Type.String({ format: 'uuid' });
const Status = Type.Union(CERTIFICATE_STATUSES.map((status) => Type.Literal(status)));
/** A certificate's status as every reply answers it (status.ts): the card, the block's reply, a client's certificates. */
export const CertificateStatusSchema = Type.Unsafe<CertificateStatus>(
  Type.Union(CERTIFICATE_STATUSES.map((status) => Type.Literal(status)), {
    description: 'PENDING: awaiting payment; ACTIVE: paid, not blocked, not finished; BLOCKED (before anything but a cancellation); EXPIRED; CANCELLED',
  }),
);

export const CertificateListQuery = Type.Object(
  {
    ...listQuery(CERTIFICATE_SORTS, CERTIFICATE_PAGE_SIZE),
    client_name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Part of the client name' })),
    agent_name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Part of the agent name' })),
    number: Type.Optional(
      Type.String({ pattern: '^[0-9*\\s/]{1,40}$', description: 'Certificate number; mask 9999 / 99** / **** / 9999, * = any digit' }),
    ),
    rate_id: Type.Optional(Type.Union([Uuid, Type.Array(Uuid, { maxItems: 50 })], { description: 'Package (tariff)' })),
    partner_id: Type.Optional(Type.Union([Uuid, Type.Array(Uuid, { maxItems: 50 })], { description: 'Partner (admins only)' })),
    agent_id: Type.Optional(Type.Union([Uuid, Type.Array(Uuid, { maxItems: 50 })], { description: 'Agent (admins only)' })),
    client_id: Type.Optional(Uuid),
    phone: Type.Optional(
      Type.String({
        pattern: '^[0-9()+\\s-]{1,40}$',
        description: "The client's phone or its beginning, in any form (+7 (912) 345-67-89, 8912…): phones starting with these digits",
      }),
    ),
    finish_from: Type.Optional(Type.String({ format: 'date', description: 'Finish date from (inclusive), YYYY-MM-DD' })),
    finish_to: Type.Optional(Type.String({ format: 'date', description: 'Finish date to (inclusive), YYYY-MM-DD' })),
    ids: Type.Optional(Type.Array(Uuid, { maxItems: 100 })),
    status: Type.Optional(
      Type.Union([Status, Type.Array(Status, { maxItems: CERTIFICATE_STATUSES.length })], {
        description: "The certificate's status, one or several (the denials page: BLOCKED and CANCELLED)",
      }),
    ),
  },
  { additionalProperties: false },
);
export type CertificateListQuery = Static<typeof CertificateListQuery>;

/** A row of the certificate list: the declared record (common/resources/certificates.ts). */
export const CertificateRow = recordSchema(certificates);
export type CertificateRow = Infer<typeof certificates>;

export const CertificateList = listReply(CertificateRow);
