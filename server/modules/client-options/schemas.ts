/** Shapes of the client card's options (E9): tariff services of active certificates and privilege services. */
import { type Static, Type } from 'typebox';
import { named } from '../../http/named';
import { unitOrNone } from '../../http/units';

const MAX_INT = 2_147_483_647;
const Uuid = Type.String({ format: 'uuid' });
const NullableString = Type.Union([Type.String(), Type.Null()]);
const Bot = Type.Union([Type.Literal('AUTOBOT'), Type.Null()]);

export const ActiveOptionsBody = Type.Object({ client_id: Uuid }, { additionalProperties: false });
export const PrivilegeId = Type.Object({ id: Uuid });

/**
 * Name and description are optional here so that a missing one gets the form's own text (O6) from the
 * service, like a blank one.
 */
export const PrivilegeInput = named('PrivilegeBody', Type.Object(
  {
    client_id: Uuid,
    service_id: Type.Optional(Type.Union([Uuid, Type.Null()], { description: 'The additional service it was picked from (tariff option card); null for a plain card' })),
    name: Type.Optional(Type.String({ maxLength: 255, description: 'Required; blank is refused' })),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()], { description: 'Required for a plain card (no service_id)' })),
    limit: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: MAX_INT }), Type.Null()], { description: 'Uses allowed; required unless unlimited, ignored when unlimited' })),
    unit: Type.Optional(unitOrNone('What the limit counts; ignored when unlimited')),
    unlimited: Type.Optional(Type.Boolean({ default: false })),
    bot: Type.Optional(Type.Union([Type.Literal('AUTOBOT'), Type.Null()], { default: null })),
  },
  { additionalProperties: false },
));
export type PrivilegeInput = Static<typeof PrivilegeInput>;

export const ActiveOption = named('ActiveOption', Type.Object({
  kind: Type.Union([Type.Literal('tariff'), Type.Literal('privilege')]),
  id: Type.String({ description: "privilege: the option id (for DELETE); tariff: '<certificate_id>:<service_id>'" }),
  service_id: Type.Union([Uuid, Type.Null()]),
  name: Type.String(),
  description: NullableString,
  unit: unitOrNone(),
  unlimited: Type.Boolean(),
  limit: Type.Union([Type.Integer(), Type.Null()], { description: 'null when unlimited' }),
  used: Type.Union([Type.Integer(), Type.Null()], { description: 'Uses so far (tariff options); null when not counted' }),
  bot: Bot,
  certificate: Type.Union([Type.Object({ id: Uuid, number: Type.String() }), Type.Null()], { description: 'The certificate of a tariff option' }),
  author: Type.Union([Type.Object({ id: Uuid, name: Type.String() }), Type.Null()], { description: 'Who gave a privilege option' }),
  created_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
}));
export type ActiveOption = Static<typeof ActiveOption>;
