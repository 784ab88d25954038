import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';


/** Blocking requires a reason from the server's list, shown in reverse order (C8). */
export function BlockDialog({ open, onClose, onBlock }: { open: boolean; onClose: () => void; onBlock: (reason: string) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [reason, setReason] = useState('');
  const { data: reasons = [] } = useQuery({
    queryKey: ['block-reasons'],
    queryFn: async () => [...(await dataProvider.blockReasons())].reverse(),
    enabled: open,
  });
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
