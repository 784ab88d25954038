import type { Db } from '../../../db/database';
import { conflict, notFound } from '../../../http/errors';
import { type Identity, loadIdentity } from '../identity';

/** The profile reply (A12). */
export function profileOf(identity: Identity) {
  return {
    id: identity.id,
    name: identity.name,
    phone: identity.phone,
    email: identity.email,
    isNotFullProfile: identity.isNotFullProfile,
    isNewUser: identity.isNewUser,
    partnerClickId: identity.partnerClickId,
    clickConsentAt: identity.clickConsentAt?.toISOString() ?? null,
    scope: {
      roles: identity.roles,
      ...(identity.agent ? { agentData: identity.agent } : {}),
      ...(identity.roles.includes('PARTNER') ? { partnerId: identity.partnerId } : {}),
    },
  };
}

export async function loadProfile(db: Db, userId: string) {
  const identity = await loadIdentity(db, userId);
  if (!identity) throw notFound();
  return profileOf(identity);
}

export interface ProfileChanges {
  name: string;
  /** null clears the address; undefined keeps it. */
  email?: string | null;
}

export async function updateProfile(db: Db, userId: string, changes: ProfileChanges) {
  if (changes.email) {
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', changes.email!.toLowerCase()))
      .where('id', '<>', userId)
      .executeTakeFirst();
    if (taken) throw conflict({ email: 'auth.emailTaken' });
  }
  await db
    .updateTable('users')
    .set({ name: changes.name, ...(changes.email !== undefined ? { email: changes.email } : {}), updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
  return loadProfile(db, userId);
}

/** G11: records that an agent of the click programme partner accepted the programme's terms (once; later calls keep the first time). */
export async function acceptClickConsent(db: Db, userId: string) {
  const identity = await loadIdentity(db, userId);
  if (!identity) throw notFound();
  const partnerId = identity.agent?.partnerId ?? identity.partnerId;
  if (!identity.partnerClickId || partnerId !== identity.partnerClickId) throw conflict(undefined, 'auth.clickConsentNotNeeded');
  await db.updateTable('users').set({ click_consent_at: new Date() }).where('id', '=', userId).where('click_consent_at', 'is', null).execute();
  return loadProfile(db, userId);
}
