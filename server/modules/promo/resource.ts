/** The server side of the declared promo codes (common/resources/promo.ts): its custom routes. */
import { promo } from '../../../common/resources/promo';
import { serverResource } from '../../resources/hooks';
import promoRoutes from './routes';

export default serverResource(promo, {
  custom: promoRoutes,
  summaries: {
    list: 'Promo codes page, newest first; q searches the code',
    one: 'One promo code with its tariffs',
    create: 'Create a promo code',
    update: 'Replace a promo code; used stays as counted',
    delete: 'Delete a promo code; answers it with the tariffs it had',
  },
});
