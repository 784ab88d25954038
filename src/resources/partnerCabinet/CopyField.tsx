import ContentCopy from '@mui/icons-material/ContentCopy';
import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LabelledButton } from '../../components/LabelledButton';
import { useCopyToClipboard } from '../partners/useCopyToClipboard';

/** A read-only text (a link, the widget snippet) with a copy button. */
export function CopyField({ label, value, multiline = false }: { label: string; value: string; multiline?: boolean }) {
  const translate = useTranslate();
  const copy = useCopyToClipboard();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', maxWidth: 760 }}>
      <TextField fullWidth label={translate(label)} value={value} multiline={multiline} minRows={multiline ? 3 : undefined} slotProps={{ htmlInput: { readOnly: true } }} />
      <LabelledButton label="app.partnerCabinet.program.copy" onClick={() => void copy(value)}>
        <ContentCopy />
      </LabelledButton>
    </Stack>
  );
}
