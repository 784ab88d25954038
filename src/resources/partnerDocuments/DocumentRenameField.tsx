import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { IconButton, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

interface DocumentRenameFieldProps {
  initial: string;
  pending: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** The inline rename of a document; Enter saves, Escape cancels, a blank name is not sent. */
export function DocumentRenameField({ initial, pending, onSave, onCancel }: DocumentRenameFieldProps) {
  const translate = useTranslate();
  const [name, setName] = useState(initial);
  const valid = name.trim() !== '';
  const save = () => valid && onSave(name.trim());
  return (
    <Stack direction="row" alignItems="center" sx={{ pr: 16 }}>
      <TextField
        size="small"
        autoFocus
        fullWidth
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
          if (event.key === 'Escape') onCancel();
        }}
        slotProps={{ htmlInput: { 'aria-label': translate('resources.partnerDocuments.newName'), maxLength: 200 } }}
      />
      <IconButton aria-label={translate('ra.action.save')} disabled={!valid || pending} onClick={save}>
        <Check />
      </IconButton>
      <IconButton aria-label={translate('ra.action.cancel')} onClick={onCancel}>
        <Close />
      </IconButton>
    </Stack>
  );
}
