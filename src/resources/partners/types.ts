import type { RaRecord } from 'react-admin';
import type { Infer } from '../../../common/resource';
import type { partners } from '../../../common/resources/partners';
import type { Reply, Schema } from '../../dataProvider/api/contract';

/** A partner's tariff with its commission (%) and partner price (G3). */
export type PartnerRate = Schema<'PartnerRate'>;

/** An entry of GET /partners/all. */
export type PartnerRef = Reply<'partnersListAll'>[number];

/** A partner as GET /partners answers it: the declaration's fields with its parent, and on its page its tariffs. */
export type PartnerRecord = RaRecord<string> & Infer<typeof partners>;
