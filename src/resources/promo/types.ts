import type { RaRecord } from 'react-admin';

/** A promo code as GET /promotional/codes answers it (H1, H2). */
export interface PromoRecord extends RaRecord<string> {
  code: string;
  type: 'PERCENT' | 'FIX';
  amount: number;
  global: boolean;
  /** 0 = unlimited. */
  all_use: number;
  used: number;
  expires_at: string | null;
  created_at: string;
  rates: Array<{ id: string; name: string }>;
}
