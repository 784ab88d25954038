import { Type } from 'typebox';
import { errors } from '../../../http/route';
import { named } from '../../../http/named';

const CodeId = Type.String({ minLength: 1, maxLength: 64, description: 'The id the code request answered' });
const Code = Type.String({ minLength: 1, maxLength: 12, description: 'The 6 digits received' });
const Phone = Type.String({ minLength: 1, maxLength: 32, description: 'A mobile number, +7 (999) 123-45-67 or similar; RU hosts take Russian mobiles, KZ hosts Kazakh and Russian (O9)' });
const SandboxCode = Type.Optional(Type.String({ description: 'Demo mode with sandbox messages only: the code, for the sandbox banner' }));

export const CodeSentReply = named('CodeSent', Type.Object({
  codeId: Type.String(),
  message: Type.String(),
  resendAfter: Type.Integer({ description: 'Seconds until a new code may be asked for' }),
  sandboxCode: SandboxCode,
}));

export const RegistrationBody = Type.Object(
  {
    phone: Phone,
    role: Type.String({ maxLength: 32, description: 'Only CLIENT registers itself' }),
    partnerId: Type.Optional(Type.String({ format: 'uuid', description: 'G11: the partner whose storefront link the visitor followed; the client is credited to it when it exists, an unknown one is ignored' })),
  },
  { additionalProperties: false },
);

export const ConfirmBody = named('CodeConfirmBody', Type.Object(
  { codeId: CodeId, code: Code, currentPath: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
));

export const FlowTokenReply = Type.Object({
  token: Type.String({ description: 'Registration-only or recovery-only token: send it as Bearer to the finishing call; nothing else accepts it' }),
  expiresIn: Type.Integer(),
});

/** The confirming step of registration and recovery: the code in, a flow-only token out. */
export const confirmStep = (description: string) => ({
  description,
  security: [],
  body: ConfirmBody,
  response: { 200: FlowTokenReply, ...errors(400) },
});

export const RegistrationEndBody = named('RegistrationEndBody', Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    password_confirmation: Type.String({ minLength: 1, maxLength: 1024 }),
    emailCodeId: Type.Optional(Type.String({ maxLength: 64, description: 'The confirmed e-mail code (POST /auth/registration/email/confirm), when the e-mail needed proving' })),
  },
  { additionalProperties: false },
));

export const JoinBody = Type.Object({ phone: Phone }, { additionalProperties: false });
export const JoinCompleteBody = Type.Object({ codeId: CodeId, code: Code }, { additionalProperties: false });

export const RestoreBody = Type.Object(
  {
    login: Type.String({ minLength: 1, maxLength: 255, description: 'The phone number or e-mail of the account' }),
    sendSms: Type.Boolean(),
    sendEmail: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const NewPasswordBody = Type.Object(
  {
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    password_confirmation: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  { additionalProperties: false },
);
