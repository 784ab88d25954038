import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { usePendingCall } from '../../../components/usePendingCall';
import type { AppDataProvider } from '../../../dataProvider';
import { useRefreshHistory } from '../../audit/useRefreshHistory';
import type { CertificateCardRecord } from './types';

export type BlockFields = Pick<CertificateCardRecord, 'status' | 'blocked' | 'blocked_type' | 'reason' | 'blockDate' | 'blocked_by_role'>;
export type BlockPatch = { blocked: true; blocked_type: string } | { blocked: false } | { block_date: string };

/**
 * PATCH /certificates/{id} (C8). The reply's status, blocked, blocked_type, reason and blockDate update the
 * card; a field the reply omits keeps its previous value; the card's История reads the change.
 */
export function useBlockState(record: CertificateCardRecord) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [changes, setChanges] = useState<Partial<BlockFields>>({});
  const { call, pending: saving } = usePendingCall();
  const refreshHistory = useRefreshHistory();

  const patch = (body: BlockPatch) =>
    call(async () => {
      const reply = await dataProvider.blockCertificate<Partial<BlockFields>>(record.id, body);
      const known = Object.fromEntries(Object.entries(reply).filter(([key, value]) => value !== undefined && key !== 'id'));
      setChanges((previous) => ({ ...previous, ...known }));
      void refreshHistory();
    });

  const state: BlockFields = {
    status: changes.status ?? record.status,
    blocked: changes.blocked ?? record.blocked,
    blocked_type: 'blocked_type' in changes ? (changes.blocked_type ?? null) : record.blocked_type,
    reason: 'reason' in changes ? (changes.reason ?? null) : record.reason,
    blockDate: 'blockDate' in changes ? (changes.blockDate ?? null) : record.blockDate,
    blocked_by_role: 'blocked_by_role' in changes ? (changes.blocked_by_role ?? null) : (record.blocked_by_role ?? null),
  };
  return { state, patch, saving };
}
