import type { Cabinet } from '../../common/roles';

/**
 * Each cabinet's app and home screen (with the parts it loads just after painting), fetched while the user types on
 * the sign-in page: sign-in to the home with data painted is budgeted at 1.5 s (issue 11), and loading them only
 * after the sign-in left the content area blank for seconds (issue 27: 1–2.5 s in the sales cabinet). The sign-in
 * page's own download stays as it was: src/main.tsx starts these once it is idle.
 */
export const warmUp: Record<Cabinet, () => Promise<unknown>> = {
  sales: () => Promise.all([import('../cabinets/sales/SalesApp'), namedApi(), everyCabinet()]),
  cabinet: () =>
    Promise.all([import('../cabinets/cabinet/ClientApp'), import('../resources/myServices/MyServicesPage'), import('../resources/myServices/homePreload'), namedApi(), everyCabinet()]),
  cpa: () =>
    Promise.all([import('../cabinets/cpa/PartnerApp'), import('../resources/partnerCabinet/PartnerAnalyticPage'), import('../resources/partnerCabinet/homePreload'), namedApi(), everyCabinet()]),
};

/**
 * What every cabinet loads just after its first screen: the live channel's client and a phone's header menu. Fetched
 * after the sign-in, they held a phone's home back by a round trip on slow 4G (bench/spa/mobile-sign-in.ts).
 */
const everyCabinet = () => import('../live/liveClient');

/** The dataProvider's named methods, which the client's and the partner's homes call at once (src/dataProvider/lazyApi.ts). */
const namedApi = () => import('../dataProvider/api');
