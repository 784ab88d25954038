/**
 * The server side of the declared template pictures (common/resources/templatePictures.ts): the upload, lookup and
 * bytes are custom routes; a deleted picture's bytes go with it, and one a template uses is kept (409).
 */
import { templatePictures } from '../../../common/resources/templatePictures';
import { serverResource } from '../../resources/hooks';
import pictureRoutes from './pictures-routes';

export default serverResource(templatePictures, {
  custom: pictureRoutes,
  hooks: {
    afterDelete: async (_record, { db, previous }) => {
      await db.deleteFrom('files').where('id', '=', String(previous?.file_id)).execute();
    },
  },
  inUse: 'templatePictures.inUse',
  summaries: {
    list: 'Template pictures (M8), newest first: search q in the name',
    update: 'Rename a picture (its content never changes: a new file is a new picture)',
    delete: 'Delete a picture and its bytes; 409 while a template uses it',
  },
});
