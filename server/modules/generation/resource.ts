/** The server side of generation jobs (common/resources/promoFiles.ts): list, one and create generated, the rest custom. */
import { promoFiles } from '../../../common/resources/promoFiles';
import { serverResource } from '../../resources/hooks';
import { generationHooks } from './hooks';
import generationRoutes from './routes';

export default serverResource(promoFiles, {
  custom: generationRoutes,
  hooks: generationHooks,
  summaries: {
    list: 'Generation jobs with their progress, newest first; refetch while one is CREATED or IN_PROGRESS',
    create: 'Start a job making count (at most 100 000) certificates or promo codes for a tariff in the background',
  },
});
