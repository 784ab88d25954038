import { lazyFirstScreenPart } from '../../cabinets/lazyScreen';

/** M10: the offers block of the client's home, loaded just after the home paints. */
export const ConciergeOffers = lazyFirstScreenPart(() => import('./ConciergeOffers'), 'ConciergeOffers');
