import type { Db } from '../../db/database';
import { conflict } from '../../http/errors';
import { ACQUIRERS, type AcquirerName, type Providers } from '../../providers/index';

export interface SessionKey {
  provider: string;
  provider_order_id: string;
}

export const isAcquirer = (name: string): name is AcquirerName => (ACQUIRERS as readonly string[]).includes(name);

/** Cancels an order's open session at its acquirer and marks it SUPERSEDED; 409 when the payer is paying it now. */
export async function supersedeOpenSession(db: Db, providers: Providers, open: SessionKey): Promise<void> {
  const cancelled = isAcquirer(open.provider) ? await providers.acquirers[open.provider].cancelOrder(open.provider_order_id) : true;
  if (!cancelled) throw conflict(undefined, 'payments.inProgress');
  await db
    .updateTable('payment_sessions')
    .set({ status: 'SUPERSEDED' })
    .where('provider', '=', open.provider)
    .where('provider_order_id', '=', open.provider_order_id)
    .where('status', '=', 'OPEN')
    .execute();
}
