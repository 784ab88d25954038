/** Subdivision routes beside the generated CRUD: the picker list and PATCH (G7). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { subdivisions } from '../../../common/resources/subdivisions';
import { badRequest } from '../../http/errors';
import { errorReplies } from '../../http/list';
import { translate } from '../../i18n/messages';
import { requireUser } from '../../plugins/access';
import { recordsOf } from '../../resources/records';
import { idParams, recordSchema } from '../../resources/schemas';
import { oneRow, updateRow } from '../../resources/store';
import { checkedColumns } from './checks';
import { scopedPartner, subdivisionLookup } from './lookup';

const TAGS = ['subdivisions'];
const Uuid = Type.String({ format: 'uuid' });
const Lookup = Type.Object({ id: Type.Union([Uuid, Type.Null()]), name: Type.String() });
const Patch = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    partner_id: Type.Optional(Uuid),
    parent_id: Type.Optional(Type.Union([Uuid, Type.Null()])),
  },
  { additionalProperties: false },
);
const Subdivision = recordSchema(subdivisions, true);

const subdivisionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/subdivisions/all',
    {
      config: { access: { resource: 'subdivisions', action: 'list' } },
      schema: {
        tags: TAGS,
        summary: "Subdivisions for pickers, led by the 'no subdivision' entry (id null)",
        querystring: Type.Object({ partner_id: Type.Optional(Uuid) }),
        response: { 200: Type.Array(Lookup), ...errorReplies },
      },
    },
    async (request) => {
      const partnerId = scopedPartner(requireUser(request)) ?? request.query.partner_id ?? null;
      const none = { id: null, name: translate(request.language, 'subdivisions.none') };
      return [none, ...(await subdivisionLookup(app.db, partnerId))];
    },
  );

  /** PATCH merges the sent fields into the stored record, then checks it as a whole. */
  app.patch(
    '/subdivisions/:id',
    {
      config: { access: { resource: 'subdivisions', action: 'edit' } },
      schema: {
        tags: TAGS,
        summary: 'Change only the fields sent',
        params: idParams,
        body: Patch,
        response: { 200: Subdivision, ...errorReplies, 404: Type.Ref('ErrorBody') },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await oneRow(app.db, subdivisions, id);
      const patch = request.body;
      const name = patch.name !== undefined ? patch.name.trim() : current.name;
      if (!name) throw badRequest({ name: 'validation.required' });
      const movesPartner = patch.partner_id !== undefined && patch.partner_id !== current.partner_id;
      const merged = {
        name,
        partner_id: patch.partner_id ?? current.partner_id,
        // a subdivision moved to another partner cannot keep a parent of the old one
        parent_id: patch.parent_id !== undefined ? patch.parent_id : movesPartner ? null : current.parent_id,
      };
      const row = await updateRow(app.db, subdivisions, id, await checkedColumns(app.db, merged, id));
      const [record] = await recordsOf(app.db, { declaration: subdivisions }, [row], request, true);
      return record!;
    },
  );
};

export default subdivisionRoutes;
