/** The server side of the declared categories (common/resources/categories.ts): a category templates use is kept. */
import { categories } from '../../../common/resources/categories';
import { serverResource } from '../../resources/hooks';

export default serverResource(categories, {
  inUse: 'categories.inUse',
  summaries: { delete: 'Delete a category; answers the deleted record, or 409 while a template has it' },
});
