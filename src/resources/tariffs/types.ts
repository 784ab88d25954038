import type { RaRecord } from 'react-admin';
import type { Infer } from '../../../common/resource';
import type { tariffs } from '../../../common/resources/tariffs';

/** A tariff as GET /rates lists it (partner_price for agents other than BRUTTO); the single tariff adds services and partners (F1, F2). */
export type TariffRecord = RaRecord<string> & Infer<typeof tariffs>;

export type TariffPartnerRecord = NonNullable<TariffRecord['partners']>[number];
