/**
 * The server side of the declared certificates (common/resources/certificates.ts): every route is custom (routes.ts),
 * the list answering the declared record with its own tuned queries.
 */
import { certificates } from '../../../common/resources/certificates';
import { serverResource } from '../../resources/hooks';
import certificateRoutes from './routes';

export default serverResource(certificates, { custom: certificateRoutes });
