import { Button, Stack, TextField, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Confirm, useCanAccess, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../format';
import { CertificateStatusChip } from '../CertificateStatusChip';
import { BlockDialog } from './BlockDialog';
import type { CertificateCardRecord } from './types';
import { useBlockState } from './useBlockState';

/** Who holds a block a seller cannot lift (ACC-4): the admin (or the server itself), or a manager. */
function heldBy(role: string | null | undefined): 'byAdmin' | 'byManager' | null {
  if (role === 'ADMIN' || role === 'SYSTEM') return 'byAdmin';
  if (role === 'PARTNER_ADMIN' || role === 'AGENT_ADMIN') return 'byManager';
  return null;
}

/**
 * The certificate's status (as the server answers it: awaiting payment, active, expired, cancelled, or blocked with
 * its reason, by whom and since when) with the block, unblock and block-date controls of the card header (C8).
 */
export function BlockControl({ record }: { record: CertificateCardRecord }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'certificates', action: 'edit', record });
  const { state, patch, saving } = useBlockState(record);
  const [dialog, setDialog] = useState<'block' | 'unblock' | null>(null);
  const [date, setDate] = useState('');

  if (!state.blocked) {
    return (
      <Stack direction="row" spacing={1} alignItems="center">
        <CertificateStatusChip status={state.status} data-testid="status-chip" />
        {canAccess ? (
          <Button size="small" color="error" variant="outlined" disabled={saving} onClick={() => setDialog('block')}>
            {translate('app.certificates.block.block')}
          </Button>
        ) : null}
        <BlockDialog
          open={dialog === 'block'}
          onClose={() => setDialog(null)}
          onBlock={(reason) => void patch({ blocked: true, blocked_type: reason }).then(() => setDialog(null))}
        />
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <CertificateStatusChip status={state.status} detail={state.reason} data-testid="blocked-chip" />
      <span>{formatDateTime(state.blockDate)}</span>
      {state.blocked_by_role ? (
        <Typography variant="body2" data-testid="blocked-by-whom">
          {translate('app.certificates.block.heldBy', { who: translate(`app.certificates.block.by.${state.blocked_by_role}`) })}
        </Typography>
      ) : null}
      {heldBy(state.blocked_by_role) ? (
        <Typography variant="body2" color="text.secondary" data-testid="blocked-by">
          {translate(`app.certificates.block.${heldBy(state.blocked_by_role)}`)}
        </Typography>
      ) : null}
      {canAccess ? (
        <>
          <TextField
            size="small"
            type="datetime-local"
            label={translate('app.certificates.block.date')}
            value={date || (state.blockDate ? dayjs(state.blockDate).format('YYYY-MM-DDTHH:mm') : '')}
            onChange={(event) => setDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button size="small" disabled={!date || saving} onClick={() => void patch({ block_date: dayjs(date).toISOString() }).then(() => setDate(''))}>
            {translate('app.certificates.block.changeDate')}
          </Button>
          <Button size="small" variant="outlined" disabled={saving} onClick={() => setDialog('unblock')}>
            {translate('app.certificates.block.unblock')}
          </Button>
        </>
      ) : null}
      <Confirm
        isOpen={dialog === 'unblock'}
        title="app.certificates.block.unblockTitle"
        content="app.certificates.block.unblockQuestion"
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        onConfirm={() => void patch({ blocked: false }).then(() => setDialog(null))}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
