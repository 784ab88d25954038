/** Shapes of the services API (spec F6–F8, S1 "Service"), shared by its routes and the public catalogue. */
import { Type } from 'typebox';
import type { Infer, InferInput } from '../../../common/resource';
import { services } from '../../../common/resources/services';
import { listQuery, listReply } from '../../http/list';
import { bodySchema, idParams, listQuerySchema, recordSchema } from '../../resources/schemas';
import { SearchText } from './search';
import { named } from '../../http/named';

/** The first is the default: newest first. */
export const SERVICE_SORT_FIELDS = ['created_at', 'name', 'cost', 'limit'] as const;

export const ServiceId = idParams;

/** The editable set, for POST and PUT alike (from common/resources/services.ts). */
export const ServiceInput = bodySchema(services);
export type ServiceInput = InferInput<typeof services>;

export const Service = recordSchema(services);
export type Service = Infer<typeof services>;

/** What a picker needs (GET /services/all). */
export const ServiceLookup = named('ServiceLookup', Type.Pick(Service, ['id', 'name', 'cost', 'limit', 'unit']));
export type ServiceLookup = Pick<Service, 'id' | 'name' | 'cost' | 'limit' | 'unit'>;

/** What anyone may see of a service: the public catalogue and the additional services. */
export const PublicService = named('PublicService', Type.Pick(Service, ['id', 'name', 'description', 'cost', 'limit', 'unit', 'bot']));
export type PublicService = Pick<Service, 'id' | 'name' | 'description' | 'cost' | 'limit' | 'unit' | 'bot'>;

export const ServiceListQuery = listQuerySchema(services);

const { page, perPage } = listQuery(['name']);
/** The public catalogue pages by name only. */
export const CatalogQuery = Type.Object({ page, perPage, q: Type.Optional(SearchText) });

export const ServiceListReply = listReply(Service);
export const PublicServiceListReply = listReply(PublicService);
