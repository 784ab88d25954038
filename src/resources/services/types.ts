import type { RaRecord } from 'react-admin';
import type { Infer } from '../../../common/resource';
import type { services } from '../../../common/resources/services';

/** A service as GET /services answers it, from its declaration. */
export type ServiceRecord = RaRecord<string> & Infer<typeof services>;
