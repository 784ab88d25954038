import type { ClientCertificateRow } from '../clients/types';

/** Replies of the client cabinet's calls (server/modules/client-cabinet/schemas.ts). */
export interface ServiceUsage {
  id: string;
  kind: 'tariff' | 'privilege';
  name: string;
  description: string | null;
  unit: string | null;
  unlimited: boolean;
  limit: number | null;
  used: number | null;
  certificate: { id: string; number: string; rate_name: string | null; finish_date: string | null } | null;
}

export interface OrderItem {
  type: string;
  name: string;
  cost: number;
  certificate_id?: string;
  service_id?: string;
  period?: number;
}

export interface ClientOrder {
  id: string;
  number: number;
  created_at: string;
  cost: number;
  status: 'CREATED' | 'PAID' | 'FAILED' | 'CANCELLED';
  pay_date: string | null;
  issue: string;
  payment_type: string;
  certificate_id: string | null;
  items: OrderItem[];
  payable: boolean;
  receipt: boolean;
}

export interface Instalment {
  id: string;
  certificate_id: string;
  certificate_number: string;
  number: number;
  due_date: string;
  amount: number;
  status: string;
  order_id: string | null;
  pay_date: string | null;
}

/** A row of GET /client/certificates: the same row the staff's client card lists (C13). */
export type OwnCertificate = ClientCertificateRow;

export interface OwnCertificateCard extends OwnCertificate {
  period: number;
  services: Array<{ id: string; name: string; unit: string | null; unlimited: boolean; limit: number | null; used: number }>;
  payments: ClientOrder[];
  instalments: Instalment[];
}

export interface Page<T> {
  data: T[];
  total: number;
  perPage?: number;
  page?: number;
}
