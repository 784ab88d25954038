/**
 * G11, issue 27: what the storefront keeps for this tab (sessionStorage) between the partner's link, registration or
 * sign-in, and the purchase: which partner's link was followed, and the purchase to return to. The server decides
 * whom to credit; this only says which link it was.
 */
const PARTNER_KEY = 'storefront.partner';
const PURCHASE_KEY = 'storefront.purchase';

export interface ReferralPartner {
  id: string;
  name: string;
}

/** The one thing the visitor chose to buy: a tariff (with its period) or a service. */
export interface PendingPurchase {
  kind: 'rate' | 'service';
  id: string;
  name: string;
  cost: number;
  period?: number;
}

function read<T>(key: string): T | null {
  try {
    const value = window.sessionStorage.getItem(key);
    return value ? (JSON.parse(value) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage refused (private mode): the visitor goes on unattributed
  }
}

export const referralPartner = () => read<ReferralPartner>(PARTNER_KEY);
export const rememberPartner = (partner: ReferralPartner | null) => write(PARTNER_KEY, partner);
export const pendingPurchase = () => read<PendingPurchase>(PURCHASE_KEY);
export const choosePurchase = (purchase: PendingPurchase | null) => write(PURCHASE_KEY, purchase);

/** Where the storefront's checkout lives; registration returns there when a purchase waits. */
export const CHECKOUT_ROUTE = '/shop/checkout';

/** The sign-in page's return address (react-admin's login state) while a purchase waits: the checkout, to pay it. */
export const signInReturn = () => (pendingPurchase() ? { nextPathname: CHECKOUT_ROUTE, nextSearch: '' } : undefined);

/** The order call's body for the purchase, with the followed link's partner. */
export function purchaseBody(purchase: PendingPurchase, partner: ReferralPartner | null) {
  const item =
    purchase.kind === 'rate'
      ? { certificates: [{ rateId: purchase.id, type: 'DEFAULT', period: purchase.period ?? 12 }] }
      : { services: [{ id: purchase.id }] };
  return { ...item, ...(partner ? { partnerId: partner.id } : {}) };
}
