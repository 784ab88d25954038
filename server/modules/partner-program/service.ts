import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { FileStore } from '../../files/file-store';
import { forbidden, notFound } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';
import { listDocuments } from '../documents/service';
import { widgetTemplate } from '../partners/service';
import type { Program } from './schemas';
import type { Language } from '../../i18n/messages';
import { translated } from '../../i18n/translated';

/** The partner of a PARTNER account: never a request parameter, so a partner cannot name another. */
export function ownPartnerId(user: RequestUser): string {
  if (!user.partnerId) throw forbidden();
  return user.partnerId;
}

/** L3 /program: the partner's terms (tariffs linked to it), links, widget, materials and the G11 consent status. */
export async function partnerProgram(db: Db, files: FileStore, user: RequestUser, origin: string, language: Language = 'ru'): Promise<Program> {
  const partnerId = ownPartnerId(user);
  const partner = await db.selectFrom('partners').select(['id', 'name', 'click_program']).where('id', '=', partnerId).executeTakeFirst();
  if (!partner) throw notFound();
  const [terms, consent, snippet, cards, materials] = await Promise.all([
    db
      .selectFrom('rate_partners as rp')
      .innerJoin('rates as r', 'r.id', 'rp.rate_id')
      .where('rp.partner_id', '=', partnerId)
      .select(['r.id as rateId', translated('r.name', language).as('name'), 'r.period', sql<number>`coalesce(rp.partner_price, r.cost)`.as('price'), 'rp.commission'])
      .orderBy('r.name')
      .execute(),
    db
      .selectFrom('agents as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .where('a.partner_id', '=', partnerId)
      .select([sql<number>`count(*)`.as('agents'), sql<number>`count(u.click_consent_at)`.as('accepted')])
      .executeTakeFirstOrThrow(),
    widgetTemplate(db, partnerId, origin),
    widgetTemplate(db, partnerId, origin, 'cards'),
    listDocuments(files, partnerId),
  ]);
  const ref = encodeURIComponent(partnerId);
  return {
    partner: { id: partner.id, name: partner.name },
    terms: terms.map((row) => ({ ...row, period: Number(row.period), price: Number(row.price), commission: Number(row.commission) })),
    links: { shop: `${origin}/cabinet/#/shop?partner=${ref}` },
    widget: { snippet, cards, script: `${origin}/gw/widget/widget.js` },
    materials,
    consent: { clickProgram: partner.click_program, agents: Number(consent.agents), accepted: Number(consent.accepted) },
  };
}
