import type { Schema } from '../../dataProvider/api/contract';

/** Replies of the client cabinet's calls, as the server publishes them (server/modules/client-cabinet/schemas.ts). */
export type ServiceUsage = Schema<'ClientServiceCard'>;
export type OrderItem = Schema<'ClientOrderItem'>;
export type ClientOrder = Schema<'ClientOrder'>;
export type Instalment = Schema<'ClientInstalment'>;
/** A row of GET /client/certificates: the same row the staff's client card lists (C13). */
export type OwnCertificate = Schema<'ClientCertificate'>;
export type OwnCertificateCard = Schema<'ClientCertificateCard'>;
