/** The server side of the declared registries list (common/resources/certificateRegisters.ts); the upload, rows and report are ./routes.ts. */
import { certificateRegisters } from '../../../common/resources/certificateRegisters';
import { serverResource } from '../../resources/hooks';

export default serverResource(certificateRegisters, {
  summaries: { list: 'Uploaded registries, newest first (admins all, agents their own uploads)' },
});
