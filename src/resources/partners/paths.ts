/** The spec's partner page (G2): /partners/partner/{id}, or the new partner's form without an id. */
export const partnerPagePath = (id?: string) => (id ? `/partners/partner/${id}` : '/partners/partner');
