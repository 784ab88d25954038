/** The server side of the declared partners resource (common/resources/partners.ts). */
import { partners } from '../../../common/resources/partners';
import { serverResource } from '../../resources/hooks';
import partnerRoutes from './routes';
import { checkedColumns, refuseWhileUsed, withoutCycle } from './service';

export default serverResource(partners, {
  custom: partnerRoutes,
  hooks: { beforeWrite: checkedColumns, beforeUpdate: withoutCycle, beforeDelete: refuseWhileUsed },
  summaries: {
    list: 'Partners page: search q in the name',
    one: 'One partner with its tariffs',
    update: 'Replace the editable fields of a partner; an omitted reward or parent takes its default, an omitted click_program stays',
    delete: 'Delete a partner; 409 while agents or certificates refer to it',
  },
});
