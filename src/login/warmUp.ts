import type { Cabinet } from '../../common/roles';

/**
 * Each cabinet's app and home screen (with the parts it loads just after painting), fetched while the user types on
 * the sign-in page: sign-in to the home with data painted is budgeted at 1.5 s (issue 11), and loading them only
 * after the sign-in left the content area blank for seconds (issue 27: 1–2.5 s in the sales cabinet). The sign-in
 * page's own download stays as it was: src/main.tsx starts these once it is idle.
 */
export const warmUp: Record<Cabinet, () => Promise<unknown>> = {
  sales: () => Promise.all([import('../cabinets/sales/SalesApp'), namedApi()]),
  cabinet: () => Promise.all([import('../cabinets/cabinet/ClientApp'), import('../resources/myServices/MyServicesPage'), import('../resources/myServices/homePreload'), namedApi()]),
  cpa: () => Promise.all([import('../cabinets/cpa/PartnerApp'), import('../resources/partnerCabinet/PartnerAnalyticPage'), namedApi()]),
};

/** The dataProvider's named methods, which the client's and the partner's homes call at once (src/dataProvider/lazyApi.ts). */
const namedApi = () => import('../dataProvider/api');
