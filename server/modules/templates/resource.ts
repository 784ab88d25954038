/** The server side of the declared templates (common/resources/templates.ts): the generated CRUD and the picker's lookup. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { templates } from '../../../common/resources/templates';
import { errorReplies } from '../../http/list';
import { serverResource } from '../../resources/hooks';
import { TemplateLookup } from './schemas';

const lookup: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/template/all',
    {
      config: { access: { resource: templates.name, action: 'list' } },
      schema: { tags: ['templates'], summary: 'Every template, by name, for pickers', response: { 200: Type.Array(TemplateLookup), ...errorReplies } },
    },
    async () => app.db.selectFrom('templates').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
  );
};

export default serverResource(templates, {
  custom: lookup,
  inUse: 'templates.inUse',
  summaries: {
    list: 'Templates page (M8): search q in the name, filter by category_id, sort by name or created_at',
    create: 'Create a template; 409 under name when taken, 400 under body for an unknown {placeholder}',
  },
});
