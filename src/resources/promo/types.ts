import type { RaRecord } from 'react-admin';
import type { Infer } from '../../../common/resource';
import type { promo } from '../../../common/resources/promo';

/** A promo code as GET /promotional/codes answers it (H1, H2), from its declaration. */
export type PromoRecord = RaRecord<string> & Infer<typeof promo>;
