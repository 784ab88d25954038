/** The server modules of declared resources with hooks or custom routes (one line each, at the end). */
import type { ServerResource } from './hooks';
import servicesResource from '../modules/services/resource';
import promoResource from '../modules/promo/resource';
import partnersResource from '../modules/partners/resource';
import subdivisionsResource from '../modules/subdivisions/resource';
import loaderResource from '../modules/loader/resource';
import invitationsResource from '../modules/invitations/resource';
import blockReasonsResource from '../modules/block-reasons/resource';
import tariffsResource from '../modules/tariffs/resource';
import certificatePaymentsResource from '../modules/certificates/payments-resource';
import certificateRegistersResource from '../modules/registry/resource';

export const RESOURCE_MODULES: readonly ServerResource[] = [
  servicesResource, promoResource, partnersResource, subdivisionsResource, loaderResource, invitationsResource, blockReasonsResource, tariffsResource,
  certificatePaymentsResource, certificateRegistersResource,
];
