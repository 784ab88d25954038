/** The server modules of declared resources with hooks or custom routes (one line each, at the end). */
import type { ServerResource } from './hooks';
import servicesResource from '../modules/services/resource';
import promoResource from '../modules/promo/resource';
import partnersResource from '../modules/partners/resource';

export const RESOURCE_MODULES: readonly ServerResource[] = [servicesResource, promoResource, partnersResource];
