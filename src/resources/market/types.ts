/** The public catalogue's replies (K3). */
export interface CatalogRate {
  id: string;
  name: string;
  description: string | null;
  cost: number;
  period: number;
}

export interface CatalogRateCard extends CatalogRate {
  services: Array<{ id: string; name: string; description: string; limit: number | null; unit: string }>;
}

export interface CatalogService {
  id: string;
  name: string;
  description: string | null;
  cost: number;
  limit: number;
  unit: string | null;
}
