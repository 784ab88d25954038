import { type Static, Type } from 'typebox';
import { PROFILE_EMAIL, PROFILE_TEXT_FIELDS, profilePasswordProblem } from '../../../../common/profile';
import type { Db } from '../../../db/database';
import { badRequest, conflict, notFound } from '../../../http/errors';
import type { MessageKey } from '../../../i18n/messages';
import { loadIdentity } from '../identity';
import { hashPassword } from '../passwords';
import { loadProfile } from './service';
import { assertClientEmailFree } from '../client-record';
import { named } from '../../../http/named';

const Text = Type.String({ maxLength: 255 });

export const FullProfileBody = named('FullProfileBody', Type.Object(
  {
    surname: Text,
    name: Text,
    patronymic: Text,
    city: Text,
    street: Text,
    house: Type.String({ maxLength: 32 }),
    flat: Type.Integer({ maximum: 1_000_000, description: 'At least 1 (O3)' }),
    email: Type.String({ maxLength: 254 }),
    password: Type.Optional(Type.String({ maxLength: 1024, description: 'Required for a new user (isNewUser), ignored otherwise' })),
    confirmCheckbox: Type.Boolean({ description: 'Consent; must be true' }),
  },
  { additionalProperties: false, description: 'K1 mandatory profile; the form does not send its password confirmation' },
));

export type FullProfile = Static<typeof FullProfileBody>;

/** O3 on the server: the first broken rule of each field, as the form shows them. */
export function fullProfileProblems(form: FullProfile, isNewUser: boolean): Record<string, MessageKey> {
  const problems: Record<string, MessageKey> = {};
  for (const field of PROFILE_TEXT_FIELDS) if (!form[field].trim()) problems[field] = 'validation.required';
  if (form.flat < 1) problems.flat = 'onboarding.flatInvalid';
  if (!form.email.trim()) problems.email = 'validation.required';
  else if (!PROFILE_EMAIL.test(form.email.trim())) problems.email = 'onboarding.emailInvalid';
  const password = isNewUser ? profilePasswordProblem(form.password ?? '') : undefined;
  if (password) problems.password = password === 'empty' ? 'onboarding.passwordRequired' : 'onboarding.passwordShort';
  else if (isNewUser && /\s/.test(form.password!)) problems.password = 'auth.passwordWhitespace';
  if (form.confirmCheckbox !== true) problems.confirmCheckbox = 'onboarding.consentRequired';
  return problems;
}

/** K1: saves the mandatory profile and clears isNotFullProfile (and isNewUser once the password is set). */
export async function saveFullProfile(db: Db, userId: string, form: FullProfile) {
  const identity = await loadIdentity(db, userId);
  if (!identity) throw notFound();
  const problems = fullProfileProblems(form, identity.isNewUser);
  if (Object.keys(problems).length) throw badRequest(problems);
  const email = form.email.trim();
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('id', '<>', userId)
    .executeTakeFirst();
  if (taken) throw conflict({ email: 'auth.emailTaken' });
  await assertClientEmailFree(db, email, userId);
  const [surname, name, patronymic, city, street, house] = PROFILE_TEXT_FIELDS.map((field) => form[field].trim());
  const fullName = [surname, name, patronymic].join(' ');
  const passwordHash = identity.isNewUser && form.password ? await hashPassword(form.password) : undefined;
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('users')
      .set({
        name: fullName,
        email,
        profile: JSON.stringify({ surname, name, patronymic, city, street, house, flat: form.flat }),
        is_not_full_profile: false,
        is_new_user: false,
        ...(passwordHash ? { password_hash: passwordHash } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', userId)
      .execute();
    const address = `${city}, ${street}, ${house}, ${form.flat}`;
    await tx.updateTable('clients').set({ name: fullName, email, address, updated_at: new Date() }).where('user_id', '=', userId).execute();
  });
  return loadProfile(db, userId);
}
