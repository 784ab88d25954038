import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Static } from 'typebox';
import type { BlockReason } from '../../../../server/modules/block-reasons/schemas';
import { useLookup } from '../../../dataProvider';

type BlockReasonRecord = Static<typeof BlockReason> & { id: string };

/** Blocking requires a reason from the server's list, shown in reverse order (C8). */
export function BlockDialog({ open, onClose, onBlock }: { open: boolean; onClose: () => void; onBlock: (reason: string) => void }) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  // one cache entry for every screen (react-admin's getList of the declared lookup), shown last first
  const reasons = [...useLookup<BlockReasonRecord>('block-reasons', { enabled: open }).data].reverse();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.certificates.block.title')}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate('app.certificates.block.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        >
          {reasons.map((item) => (
            <MenuItem key={item.code} value={item.code}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color="error" disabled={!reason} onClick={() => onBlock(reason)}>
          {translate('app.certificates.block.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
