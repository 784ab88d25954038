import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Static } from 'typebox';
import type { BlockReason } from '../../../../server/modules/block-reasons/schemas';
import { useLookup } from '../../../dataProvider';

type BlockReasonRecord = Static<typeof BlockReason> & { id: string };

/**
 * Blocking requires a reason from the server's list, shown in reverse order (C8). The reasons open in a popper,
 * not a select's menu: the menu is a second modal, and closing it could leave this dialog aria-hidden (the
 * browser test's confirm found no dialog while it showed, docs/performance.md).
 */
export function BlockDialog({ open, onClose, onBlock }: { open: boolean; onClose: () => void; onBlock: (reason: string) => void }) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  // one cache entry for every screen (react-admin's getList of the declared lookup), shown last first
  const reasons = [...useLookup<BlockReasonRecord>('block-reasons', { enabled: open }).data].reverse();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.certificates.block.title')}</DialogTitle>
      <DialogContent>
        <Autocomplete
          options={reasons}
          getOptionLabel={(item) => item.name}
          isOptionEqualToValue={(option, value) => option.code === value.code}
          value={reasons.find((item) => item.code === reason) ?? null}
          onChange={(_event, item) => setReason(item?.code ?? '')}
          renderInput={(params) => <TextField {...params} margin="dense" label={translate('app.certificates.block.reason')} />}
        />
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
