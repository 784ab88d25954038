/** Shapes of the signing API (M5) besides the declared sign order. */
import { Type } from 'typebox';
import { named } from '../../http/named';

export const TokenParams = Type.Object({ token: Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) });
export const TokenFileParams = Type.Object({ ...TokenParams.properties, fileId: Type.String({ format: 'uuid' }) });
export const FileParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

const SignFile = Type.Object({ id: Type.String(), name: Type.String(), size: Type.Integer(), sha256: Type.String() });

/** What the signer's page shows: no id, no phone in full, nothing of the admin's record beyond the sender's name. */
export const PublicSignOrder = named('PublicSignOrder', Type.Object({
  status: Type.Union(['SENT', 'APPLIED', 'DECLINED', 'EXPIRED'].map((s) => Type.Literal(s))),
  phone: Type.String({ description: 'The last four digits, masked' }),
  name: Type.Union([Type.String(), Type.Null()]),
  sender: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  expires_at: Type.String({ format: 'date-time' }),
  signed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  declined_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  files: Type.Array(SignFile),
  sheet_file_id: Type.Union([Type.String(), Type.Null()]),
}));

export const SignBody = named('SignBody', Type.Object(
  { codeId: Type.String({ maxLength: 64 }), code: Type.String({ minLength: 1, maxLength: 12 }) },
  { additionalProperties: false },
));

export const UserSearchQuery = Type.Object({ q: Type.String({ minLength: 2, maxLength: 100 }) });
export const FoundUser = named('FoundUser', Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
}));
