import type { ResourceEndpoints } from './types';

/** The declarative map from react-admin resources to /gw endpoints. One entry per resource. */
export const resourceEndpoints: Record<string, ResourceEndpoints> = {};
