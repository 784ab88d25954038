import type { FastifyPluginAsync } from 'fastify';
import systemRoutes from './system/routes';
import authModule from './auth/index';
import usersRoutes from './users/routes';
import liveRoutes from './live/routes';
import servicesRoutes from './services/routes';
import catalogRoutes from './catalog/routes';
import certificateRoutes from './certificates/routes';
import partnerRoutes from './partners/routes';
import subdivisionRoutes from './subdivisions/routes';
import documentRoutes from './documents/routes';
import invitationRoutes from './invitations/routes';
import tariffRoutes from './tariffs/routes';
import promoRoutes from './promo/routes';
import clientRoutes from './clients/routes';
import commentRoutes from './comments/routes';
import salesRoutes from './sales/routes';
import paymentsModule from './payments/index';
import agentRoutes from './agents/routes';
import structureRoutes from './structure/routes';
import loaderRoutes from './loader/routes';
import registryRoutes from './registry/routes';
import analyticsRoutes from './analytics/routes';
import reportRoutes from './reports/routes';
import questionnaireRoutes from './questionnaires/routes';
import clientOptionRoutes from './client-options/routes';

/** Every API module, mounted under /gw. A new domain adds its routes plugin here. */
export const apiModules: FastifyPluginAsync[] = [systemRoutes, authModule, usersRoutes, liveRoutes, servicesRoutes, catalogRoutes, certificateRoutes, tariffRoutes, partnerRoutes, subdivisionRoutes, documentRoutes, invitationRoutes, clientRoutes, commentRoutes, promoRoutes, salesRoutes, paymentsModule, agentRoutes, structureRoutes, loaderRoutes, registryRoutes, clientOptionRoutes, questionnaireRoutes, analyticsRoutes, reportRoutes];
