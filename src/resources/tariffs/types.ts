import type { RaRecord } from 'react-admin';
import type { Infer } from '../../../common/resource';
import type { tariffs } from '../../../common/resources/tariffs';

/** A tariff as GET /rates lists it (partner_price for agents other than BRUTTO); the single tariff adds services and partners (F1, F2). */
export type TariffRecord = RaRecord<string> & Infer<typeof tariffs>;

/** A service attached to a tariff, as GET /rates/{id} answers it (F5). */
export type AttachedServiceRecord = NonNullable<TariffRecord['services']>[number];

export type TariffPartnerRecord = NonNullable<TariffRecord['partners']>[number];
