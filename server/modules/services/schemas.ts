/** Shapes of the services API (spec F6–F8, S1 "Service"), shared by its routes and the public catalogue. */
import { type Static, Type } from 'typebox';
import { MAX_PER_PAGE } from '../../../common/errors';
import { listQuery, listReply } from '../../http/list';
import { SearchText } from './search';

const MAX_INT = 2_147_483_647;
/** numeric(12,2) in the database. */
const MAX_COST = 9_999_999_999.99;

/** The first is the default: newest first. */
export const SERVICE_SORT_FIELDS = ['created_at', 'name', 'cost', 'limit'] as const;
/** The services screen fixes its page size (F6). */
export const SERVICES_PER_PAGE = 30;

export const ServiceId = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** What an omitted field becomes (F7), on POST and on PUT alike. */
export const SERVICE_DEFAULTS = { cost: 0, limit: 0, unit: null, solo: false, bot: null, is_dinamic: false, max_limit: 0 } as const;

const IsDinamic = Type.Boolean({ default: SERVICE_DEFAULTS.is_dinamic, description: 'The limit is set per certificate' });
const MaxLimit = Type.Integer({ minimum: 0, maximum: MAX_INT, default: SERVICE_DEFAULTS.max_limit });

/**
 * The editable set, for POST and PUT alike. In the nullable unions the value branch comes first so
 * that its message (too long, not allowed) is the one reported; the service stores '' as null.
 */
export const ServiceInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255, description: 'Trimmed; blank is refused' }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
    cost: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_COST, default: SERVICE_DEFAULTS.cost, description: 'Price per year' })),
    limit: Type.Optional(
      Type.Integer({ minimum: 0, maximum: MAX_INT, default: SERVICE_DEFAULTS.limit, description: 'Uses per certificate; 0 when unlimited' }),
    ),
    unit: Type.Optional(
      Type.Union([Type.String({ maxLength: 100 }), Type.Null()], {
        default: SERVICE_DEFAULTS.unit,
        description: "Unit of the limit; null or '' means unlimited ('Безлимит')",
      }),
    ),
    solo: Type.Optional(
      Type.Boolean({ default: SERVICE_DEFAULTS.solo, description: 'Sold on its own (additional service); 0 and 1 are accepted' }),
    ),
    bot: Type.Optional(Type.Union([Type.Literal('AUTOBOT'), Type.Null()], { default: SERVICE_DEFAULTS.bot })),
    options: Type.Optional(
      Type.Object({ is_dinamic: Type.Optional(IsDinamic), max_limit: Type.Optional(MaxLimit) }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);
export type ServiceInput = Static<typeof ServiceInput>;

export const Service = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  description: Type.Union([Type.Null(), Type.String()]),
  cost: Type.Number(),
  limit: Type.Integer(),
  unit: Type.Union([Type.Null(), Type.String()]),
  solo: Type.Boolean(),
  bot: Type.Union([Type.Null(), Type.Literal('AUTOBOT')]),
  options: Type.Object({ is_dinamic: IsDinamic, max_limit: MaxLimit }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Service = Static<typeof Service>;

/** What a picker needs (GET /services/all). */
export const ServiceLookup = Type.Pick(Service, ['id', 'name', 'cost', 'limit', 'unit']);
export type ServiceLookup = Static<typeof ServiceLookup>;

/** What anyone may see of a service: the public catalogue and the additional services. */
export const PublicService = Type.Pick(Service, ['id', 'name', 'description', 'cost', 'limit', 'unit', 'bot']);
export type PublicService = Static<typeof PublicService>;

export const ServiceListQuery = Type.Object({
  ...listQuery(SERVICE_SORT_FIELDS, SERVICES_PER_PAGE),
  q: Type.Optional(SearchText),
  ids: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: MAX_PER_PAGE, description: 'Only these services (getMany)' })),
});
export type ServiceListQuery = Static<typeof ServiceListQuery>;

const { page, perPage } = listQuery(['name']);
/** The public catalogue pages by name only. */
export const CatalogQuery = Type.Object({ page, perPage, q: Type.Optional(SearchText) });

export const ServiceListReply = listReply(Service);
export const PublicServiceListReply = listReply(PublicService);
