import type { RaRecord } from 'react-admin';
import type { Static } from 'typebox';
import type { Infer } from '../../../common/resource';
import type { partners } from '../../../common/resources/partners';
import type { PartnerRate as PartnerRateSchema, Ref } from '../../../server/modules/partners/schemas';

/** A partner's tariff with its commission (%) and partner price (G3). */
export type PartnerRate = Static<typeof PartnerRateSchema>;

/** An entry of GET /partners/all. */
export type PartnerRef = Static<typeof Ref>;

/** A partner as GET /partners answers it: the declaration's fields with its parent, and on its page its tariffs. */
export type PartnerRecord = RaRecord<string> & Infer<typeof partners>;
