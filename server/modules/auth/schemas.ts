import { Type } from 'typebox';
import { named } from '../../http/named';

/** The registered error body (server/plugins/openapi.ts), for error replies. */
export const ErrorReply = Type.Ref('ErrorBody');

export const TokenPairSchema = named('TokenPair', Type.Object(
  {
    token: Type.String({ description: 'Access token (JWT), sent as `Authorization: Bearer <token>`' }),
    refreshToken: Type.String({ description: 'Opaque refresh token for POST /auth/token/refresh; single use' }),
    expiresIn: Type.Integer({ description: 'Access token lifetime, seconds' }),
  },
  { description: 'A session’s tokens' },
));

export const MessageSchema = Type.Object({ message: Type.String() });
