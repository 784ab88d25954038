import type { RaRecord } from 'react-admin';

/**
 * How one react-admin resource maps onto /gw endpoints. A resource is added by declaring one of
 * these in ./resources.ts; the generic provider does the HTTP, paging, errors and token handling.
 */
export interface ResourceEndpoints {
  /** Collection path under /gw, e.g. '/services'. getList → GET path, getOne → GET path/{id}, … */
  path: string;
  /** Overrides for individual operations; `false` means the resource does not offer it. Path functions get the id URL-encoded. */
  list?: string | false;
  /** A parent's records: the list is `GET path/{filter[within]}` (e.g. a partner's invitations), that filter not sent as a parameter. */
  within?: string;
  one?: ((id: string) => string) | false;
  create?: string | false;
  update?: { path?: (id: string) => string; method?: 'PUT' | 'PATCH' } | false;
  delete?: ((id: string) => string) | false;
  /** getMany: one `GET path?ids=a&ids=b` (default) or, for endpoints without an `ids` filter, one getOne per id. */
  getMany?: 'ids' | 'each';
  /** react-admin filter key → query parameter name (default: the same name). */
  filters?: Record<string, string>;
  /** Fields sent on create and update; anything else in the form record is not sent. */
  writable?: readonly string[];
  /** Shapes a reply row into a react-admin record (default: as is; it must carry `id`). */
  toRecord?: (row: Record<string, unknown>) => RaRecord;
  /** Shapes form data into the request body (after `writable` is applied). */
  toBody?: (data: Record<string, unknown>, previous?: RaRecord) => Record<string, unknown>;
  /**
   * `writable` and `toBody` known only from what loads with the screens (a declared resource's fields, not on the
   * first screen): asked at each create or update, in place of those two.
   */
  body?: () => Promise<Pick<ResourceEndpoints, 'writable' | 'toBody'>>;
}
