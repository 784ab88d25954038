/**
 * The request and reply types of the published contract (docs/openapi.json → api.generated.ts), by operationId:
 * a named call says `Reply<'tariffsCreateClone'>` instead of restating the server's shape. Types only.
 */
import type { components, operations } from '../api.generated';

type OperationId = keyof operations;
type JsonOf<T> = T extends { content: { 'application/json': infer J } } ? J : never;
type Responses<O extends OperationId> = operations[O]['responses'];

/** A shared schema of the contract (`components.schemas`), by name. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];
/** The JSON an operation answers on success (its 200 or 201 reply). */
export type Reply<O extends OperationId> = JsonOf<Responses<O>[Extract<keyof Responses<O>, 200 | 201>]>;
/** The JSON body an operation takes. */
export type Body<O extends OperationId> = operations[O] extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;
/** The query parameters an operation takes. */
export type Query<O extends OperationId> = operations[O]['parameters'] extends { query?: infer Q } ? NonNullable<Q> : never;
