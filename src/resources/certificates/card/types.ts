import type { Schema } from '../../../dataProvider/api/contract';

/** GET /certificates/{id} (C6): the card's own shape, as the server publishes it (server/modules/certificates/card-schemas.ts). */
export type CertificateCardRecord = Schema<'CertificateCard'>;
/** One instalment of a credit certificate (D2). */
export type CardInstalment = Schema<'CertificateInstalment'>;

export type { LimitEntryReply as LimitEntry } from '../../../dataProvider/api/certificates';
