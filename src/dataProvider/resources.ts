import type { ResourceEndpoints } from './types';

/** The declarative map from react-admin resources to /gw endpoints. One entry per resource. */
export const resourceEndpoints: Record<string, ResourceEndpoints> = {
  services: {
    path: '/services',
    writable: ['name', 'description', 'cost', 'limit', 'unit', 'solo', 'bot', 'options'],
    // an unlimited service's limit and unit are cleared and disabled in the form, so they come empty or not at all
    toBody: ({ limit, unit, ...rest }) => ({ ...rest, limit: limit ?? 0, unit: unit ?? null }),
  },
  certificates: {
    path: '/certificates',
    create: false,
    update: { method: 'PATCH' },
    writable: ['blocked', 'blocked_type', 'block_date'],
  },
};
