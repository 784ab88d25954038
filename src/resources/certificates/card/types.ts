export interface NamedRef {
  id: string;
  name: string;
}

export interface CertificateOrder {
  id: string;
  number: number;
  cost: number;
  status: string;
  payed: boolean;
  pay_date: string | null;
  created_at: string;
  payment_type: string;
  issue: string;
  auto_payment: boolean;
}

/** One instalment of a credit certificate (D2). */
export interface CardInstalment {
  number: number;
  due_date: string;
  amount: number;
  status: 'PAID' | 'DECLINED' | 'OVERDUE' | 'DUE' | 'SCHEDULED';
  order_id: string | null;
  pay_date: string | null;
}

/** GET /certificates/{id} (C6). */
export interface CertificateCardRecord {
  id: string;
  number: string;
  rate_id: string | null;
  rate: (NamedRef & { auto_payment: boolean; partial_payment: boolean; post_payment: boolean }) | null;
  status: string;
  period: number;
  cost: number;
  price: number;
  /** The partner's commission (%) agreed at the sale. */
  commission: number;
  bonus: number;
  createdAt: string;
  startDate: string | null;
  finishDate: string | null;
  agent_id: string | null;
  client: (NamedRef & { phone: string | null; email: string | null }) | null;
  promocode: { code: string; type: string; amount: number; count_discount: number } | null;
  blocked: boolean;
  blocked_type: string | null;
  reason: string | null;
  blockDate: string | null;
  /** The authority the block was set with (ACC-4); a lesser one cannot lift it. */
  blocked_by_role?: string | null;
  partner: NamedRef | null;
  agent: NamedRef | null;
  subdivision: NamedRef | null;
  isAutoPay: boolean;
  items: CertificateOrder[];
  /** The credit schedule; empty for other certificates. */
  instalments: CardInstalment[];
  /** Credit: the first unpaid instalment; otherwise the autopay renewal at the finish date. */
  nextPayment: { number: number | null; date: string; amount: number } | null;
}

export type { LimitEntryReply as LimitEntry } from '../../../dataProvider/api/certificates';
