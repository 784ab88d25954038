/** The server side of the declared subdivisions (common/resources/subdivisions.ts). */
import { subdivisions } from '../../../common/resources/subdivisions';
import { serverResource } from '../../resources/hooks';
import { checkedColumns } from './checks';
import subdivisionRoutes from './routes';

export default serverResource(subdivisions, {
  custom: subdivisionRoutes,
  hooks: { beforeWrite: (columns, { db, request }) => checkedColumns(db, columns, (request.params as { id?: string }).id) },
  summaries: {
    list: "Subdivisions page; a partner admin sees only its partner's",
    one: 'One subdivision',
    create: 'Create a subdivision',
    update: 'Replace a subdivision (an omitted parent_id means none)',
    delete: 'Delete a subdivision; its agents and certificates keep going without one',
  },
});
