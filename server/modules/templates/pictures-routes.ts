import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Action } from '../../../common/access';
import { templatePictures } from '../../../common/resources/templatePictures';
import { errorReplies } from '../../http/list';
import { recordsOf } from '../../resources/records';
import { idParams } from '../../resources/schemas';
import { readPicture, sendPicture } from '../../uploads/pictures';
import { PICTURE_BOUNDS, readPictureUpload } from './pictures-upload';
import { pictureBySha, pictureContent, storePicture } from './pictures-store';
import { PictureFileQuery, TemplatePicture, TemplatePictureLookup } from './schemas';

const TAGS = ['templates'];
const access = (action: Action) => ({ access: { resource: templatePictures.name, action } });
/** A picture's bytes never change under its id (a new content is a new picture): the browser keeps them. */

/** M8: the upload, the pickers' lookup and the bytes of the templates' pictures; the list, rename and delete are generated. */
const pictureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // registered inside this plugin so it never clashes with another module's multipart registration
  await app.register(multipart);

  app.post(
    '/template/picture/upload',
    {
      config: access('upload'),
      schema: {
        tags: TAGS,
        summary: 'Upload a JPEG, PNG or WebP (≤ 5 MB, 16–6000 px a side, ≤ 25 megapixels) with an optional name; 201 with the new picture, 200 with the stored one when the same file was uploaded before',
        consumes: ['multipart/form-data'],
        response: { 200: TemplatePicture, 201: TemplatePicture, ...errorReplies, 413: Type.Ref('ErrorBody'), 503: Type.Ref('ErrorBody') },
      },
    },
    async (request, reply) => {
      const upload = await readPictureUpload(request);
      const stored = await pictureBySha(app.db, upload.sha256);
      const { row, created } = stored ? { row: stored, created: false } : await storePicture(app.db, request, upload, await readPicture(upload.data, PICTURE_BOUNDS));
      const [record] = await recordsOf(app.db, { declaration: templatePictures }, [row], request, true);
      return reply.status(created ? 201 : 200).send(record);
    },
  );

  app.get(
    '/template/picture/all',
    {
      config: access('list'),
      schema: { tags: TAGS, summary: 'Every picture, newest first, for pickers', response: { 200: Type.Array(TemplatePictureLookup), ...errorReplies } },
    },
    async () => app.db.selectFrom('template_pictures').select(['id', 'name', 'width', 'height']).orderBy('created_at', 'desc').orderBy('id').execute(),
  );

  app.get(
    '/template/picture/:id/file',
    {
      config: access('show'),
      schema: {
        tags: TAGS,
        summary: "The picture's bytes in its own type, optionally at most `width` pixels wide; cached for good (ETag, 304)",
        params: idParams,
        querystring: PictureFileQuery,
        response: { 200: Type.String({ contentMediaType: 'image/*', description: 'The picture' }), 304: Type.Null(), ...errorReplies, 404: Type.Ref('ErrorBody'), 503: Type.Ref('ErrorBody') },
      },
    },
    async (request, reply) => {
      return sendPicture(request, reply, await pictureContent(app.db, request.params.id), request.query.width, 'private');
    },
  );
};

export default pictureRoutes;
