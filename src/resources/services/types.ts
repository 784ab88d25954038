import type { RaRecord } from 'react-admin';

/** A service as GET /services answers it. */
export interface ServiceRecord extends RaRecord<string> {
  name: string;
  description: string | null;
  cost: number;
  limit: number;
  unit: string | null;
  solo: boolean;
  bot: 'AUTOBOT' | null;
  options: { is_dinamic: boolean; max_limit: number };
  created_at: string;
  updated_at: string;
}
