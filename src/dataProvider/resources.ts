import { unformatPhone } from '../format';
import { DECLARED_SUMMARIES, summaries } from '../../common/resources/summaries';
import { declaredEndpoints } from './declared';
import type { ResourceEndpoints } from './types';

/**
 * The declarative map from react-admin resources to /gw endpoints. One entry per resource: a declared resource
 * (common/resources/<name>.ts) maps itself, unless an entry below says how its screens call its custom routes.
 */
export const resourceEndpoints: Record<string, ResourceEndpoints> = {
  ...Object.fromEntries(DECLARED_SUMMARIES.map((d) => [d.name, declaredEndpoints(d)])),
  // the client card (src/resources/clients): GET /clients/{id} is its custom route, read one by one (the list is the
  // admin's); its forms build the body (the phone on create only, as digits; money and bonus for their writers)
  clients: { ...declaredEndpoints(summaries.clients, { shaped: false }), one: undefined, getMany: 'each' },
  // F2: min_meter is sent only with meter on (a value typed or loaded before metering was switched off stays home)
  tariffs: withoutMinMeterUnmetered(declaredEndpoints(summaries.tariffs)),
  'client-certificates': { path: '/client/certificates', one: false, create: false, update: false, delete: false },
  // G8: the declared record, the spec's bodies (custom routes)
  agents: {
    path: '/agents',
    writable: ['name', 'login', 'phone', 'email', 'password', 'roles', 'subdivision_id', 'type', 'is_manager'],
    // G8: the record's `roles` go as `role`; an empty password on edit means unchanged, so it is not sent
    toBody: ({ roles, phone, password, ...rest }) => ({
      ...rest,
      role: roles ?? [],
      phone: typeof phone === 'string' ? unformatPhone(phone) : phone,
      ...(password ? { password } : {}),
    }),
  },
  'certificates-denial': { path: '/certificates', create: false, update: false, delete: false },
  // the declared list record; the card and the block are custom routes
  certificates: {
    path: '/certificates',
    create: false,
    update: { method: 'PATCH' },
    writable: ['blocked', 'blocked_type', 'block_date'],
  },
};

function withoutMinMeterUnmetered(endpoints: ResourceEndpoints): ResourceEndpoints {
  const declared = endpoints.body!;
  return {
    ...endpoints,
    body: async () => {
      const { writable, toBody } = await declared();
      return {
        writable,
        toBody: (data, previous) => {
          const { min_meter: minMeter, ...body } = toBody ? toBody(data, previous) : data;
          return body.meter === true ? { ...body, min_meter: minMeter } : body;
        },
      };
    },
  };
}
