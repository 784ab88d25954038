import { lazyScreen } from '../../cabinets/lazyScreen';

const MarketRatesPage = lazyScreen(() => import('./MarketPage'), 'MarketRatesPage');
const MarketServicesPage = lazyScreen(() => import('./MarketPage'), 'MarketServicesPage');

/** K3: the market's two pages; both share the basket (D6). */
export const marketRatesSection = { path: '/market-rates', element: <MarketRatesPage /> };
export const marketServicesSection = { path: '/market-services', element: <MarketServicesPage /> };
