import { Type } from 'typebox';
import { AGENT_TYPES, ROLES } from '../../../../common/roles';
import { named } from '../../../http/named';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const ProfileSchema = named('Profile', Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    phone: Nullable(Type.String()),
    email: Nullable(Type.String()),
    isNotFullProfile: Type.Boolean(),
    isNewUser: Type.Boolean(),
    partnerClickId: Nullable(Type.String({ format: 'uuid', description: 'G11: the click programme partner' })),
    clickConsentAt: Nullable(Type.String({ format: 'date-time', description: "G11: when the user accepted the click programme's terms" })),
    scope: Type.Object({
      roles: Type.Array(literals(ROLES)),
      agentData: Type.Optional(
        Type.Object(
          { id: Type.String({ format: 'uuid' }), partnerId: Nullable(Type.String({ format: 'uuid' })), type: literals(AGENT_TYPES) },
          { description: 'Present for agents only' },
        ),
      ),
      partnerId: Type.Optional(Nullable(Type.String({ format: 'uuid', description: 'Present for PARTNER users' }))),
    }),
  },
  { description: 'The signed-in user (A12)' },
));

export const ProfileUpdateBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  // An empty string clears the address: the form sends one when the field is left blank.
  email: Type.Optional(Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Literal(''), Type.Null()])),
});

export const PasswordChangeBody = Type.Object({
  password: Type.String({ minLength: 1, maxLength: 1024, description: 'The current password' }),
  newPassword: Type.String({ minLength: 4, maxLength: 1024, description: 'Without whitespace: sign-in strips it' }),
});
