import type { Schema } from '../../dataProvider/api/contract';

/** The public catalogue's replies (K3), as the server publishes them. */
export type CatalogRate = Schema<'PublicRate'>;
export type CatalogRateCard = Schema<'PublicRateCard'>;
export type CatalogService = Schema<'PublicService'>;
