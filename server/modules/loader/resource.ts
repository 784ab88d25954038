/** The server side of the declared loader tasks (common/resources/loader.ts): the list is generated, the rest is custom. */
import { loader } from '../../../common/resources/loader';
import { serverResource } from '../../resources/hooks';
import { loaderHooks } from './hooks';
import loaderRoutes from './routes';

export default serverResource(loader, {
  custom: loaderRoutes,
  hooks: loaderHooks,
  summaries: { list: 'Bulk account tasks, newest first' },
});
