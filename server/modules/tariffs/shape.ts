/** What of a tariff a caller sees (ACC-2): the admin's notes and other partners' terms stay with the admin. */
import type { RequestUser } from '../auth/tokens';

/** An ADMIN sees every partner's price and commission and the admin comment; nobody else does. */
export const seesAllTerms = (user: RequestUser | null) => !!user?.roles.includes('ADMIN');

/** The partner whose price an agent sees; BRUTTO agents sell at the list price and never see it (F1). */
export const pricedPartnerOf = (user: RequestUser | null) =>
  user?.agentId && user.partnerId && user.agentType !== 'BRUTTO' ? user.partnerId : null;

/** The admin comment, or null for a caller who may not read it. */
export const adminCommentFor = (user: RequestUser | null, comment: string | null) => (seesAllTerms(user) ? comment : null);

/** A tariff's partners as the caller may see them: all for an ADMIN, otherwise its own partner's entry only. */
export function partnersFor<P extends { id: string; partner_price: number | null }>(user: RequestUser | null, partners: P[]): P[] {
  if (seesAllTerms(user)) return partners;
  const own = partners.filter((partner) => !!user?.partnerId && partner.id === user.partnerId);
  return pricedPartnerOf(user) ? own : own.map((partner) => ({ ...partner, partner_price: null }));
}
