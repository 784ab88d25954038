import { lazyFirstScreenPart } from '../../../cabinets/lazyScreen';

/** J1's carousel, loaded just after the screen that shows it paints (the client's home; the consultation list's panel). */
export const StoriesCarousel = lazyFirstScreenPart(() => import('./StoriesCarousel'), 'StoriesCarousel');
