/** The reply rows of the certificate's service limits (C10); apart from the routes so the SPA can import its type. */
import { Type } from 'typebox';
import { unitOrNone } from '../../http/units';
import { named } from '../../http/named';

const Uuid = Type.String({ format: 'uuid' });

export const LimitEntry = named('ServiceLimit', Type.Object({
  certificate_id: Uuid,
  service_id: Uuid,
  user_id: Type.Union([Uuid, Type.Null()], { description: 'The certificate holder (client id)' }),
  name: Type.String(),
  max_limit: Type.Union([Type.Integer(), Type.Null()]),
  used_limit: Type.Integer(),
  used: Type.Boolean(),
  cost: Type.Number(),
  unit: unitOrNone(),
  createdAt: Type.String({ format: 'date-time' }),
  options: Type.Object(
    { is_dinamic: Type.Boolean({ description: 'The limit is set per certificate' }), max_limit: Type.Integer() },
    { description: "The service's options (F7), as the spec's entry carries them" },
  ),
  infinityLimit: Type.Boolean({ description: 'No finite limit: not editable' }),
}));
