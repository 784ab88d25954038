import { sql } from 'kysely';
import { PROFILE_EMAIL } from '../../../../common/profile';
import { badRequest, conflict, unauthorized } from '../../../http/errors';
import { ERROR_CODES } from '../../../../common/errors';
import { hashPassword } from '../passwords';
import { assertPasswordAllowed } from '../password-policy';
import { FLOW_TOKEN_TTL_SECONDS } from './flow-tokens';
import type { AuthServices } from '../sessions';
import { linkClientRecord } from '../client-record';
import { spendConfirmedCode } from './code-store';
import { spendEmailProof } from './email-proof';
import { recordReferral, referralPartner } from '../../storefront/referral';

export interface RegistrationEnd {
  name: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  /** The confirmed proof of the e-mail (email-proof.ts), when another client record holds the address unproven. */
  emailCodeId?: string;
}

/** O3's rules for the final form, 400 with the field's reason. */
export async function assertRegistrationForm(form: RegistrationEnd): Promise<void> {
  if (!form.name.trim()) throw badRequest({ name: 'validation.required' });
  if (!PROFILE_EMAIL.test(form.email.trim())) throw badRequest({ email: 'onboarding.emailInvalid' });
  if (!form.password.trim()) throw badRequest({ password: 'onboarding.passwordRequired' });
  await assertPasswordAllowed(form.password, { staff: false });
  if (form.password !== form.passwordConfirmation) throw badRequest({ password_confirmation: 'onboarding.passwordMismatch' });
}

/** The phone of the registration a flow token names: its code confirmed within the token's 15 minutes and not spent; 401 otherwise. */
export async function registrationPhoneOf(app: AuthServices, codeId: string): Promise<string> {
  const code = await app.db
    .selectFrom('auth_codes')
    .select('phone')
    .where('id', '=', codeId)
    .where('purpose', '=', 'registration')
    .where('used_at', 'is', null)
    .where('confirmed_at', '>', sql<Date>`now() - make_interval(secs => ${FLOW_TOKEN_TTL_SECONDS})`)
    .executeTakeFirst();
  if (!code?.phone) throw unauthorized('onboarding.flowTokenInvalid', ERROR_CODES.invalidJwt);
  return code.phone;
}

/**
 * A8's last step, all or nothing: spends the confirmed code (and the e-mail's proof, when given), creates the
 * client's account and client record in one transaction (a taken phone or e-mail rolls everything back, the codes
 * stay unspent); the client record a sale left for the phone becomes theirs, credited to the partner whose link
 * brought the person unless it already is to one. Answers the new user's id.
 */
export async function completeRegistration(app: AuthServices, codeId: string, form: RegistrationEnd): Promise<string> {
  const passwordHash = await hashPassword(form.password);
  const email = form.email.trim();
  const name = form.name.trim();
  return app.db.transaction().execute(async (tx) => {
    const code = await spendConfirmedCode(tx, 'registration', codeId)
      .where('confirmed_at', '>', sql<Date>`now() - make_interval(secs => ${FLOW_TOKEN_TTL_SECONDS})`)
      .returning(['phone', 'partner_id'])
      .executeTakeFirst();
    if (!code?.phone) throw unauthorized('onboarding.flowTokenInvalid', ERROR_CODES.invalidJwt);
    const phoneTaken = await tx.selectFrom('users').select('id').where('phone', '=', code.phone).executeTakeFirst();
    if (phoneTaken) throw conflict({ phone: 'onboarding.phoneTaken' });
    const emailTaken = await tx
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .executeTakeFirst();
    if (emailTaken) throw conflict({ email: 'auth.emailTaken' });
    const emailProven = form.emailCodeId ? await spendEmailProof(tx, form.emailCodeId, email, code.phone) : false;
    if (form.emailCodeId && !emailProven) throw badRequest({ emailCodeId: 'onboarding.emailProofInvalid' }, 'onboarding.emailProofInvalid');
    const user = await tx
      .insertInto('users')
      .values({ phone: code.phone, email, name, login: null, password_hash: passwordHash, roles: ['CLIENT'], is_new_user: false, is_not_full_profile: true, partner_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const clientId = await linkClientRecord(tx, { id: user.id, phone: code.phone, name, email, emailProven });
    // G11: the partner whose link the visitor followed (checked when the code was sent; it may have gone since)
    const partner = await referralPartner(tx, code.partner_id);
    if (partner) await recordReferral(tx, clientId, partner.id);
    return user.id;
  });
}
