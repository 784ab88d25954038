import AttachFile from '@mui/icons-material/AttachFile';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Send from '@mui/icons-material/Send';
import { Box, Chip, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ChatFile } from '../../dataProvider/api/chat';
import { FILE_NAME_LENGTH, cut } from './chatTexts';

/** I3: the compose box's text area grows to this many rows. */
export const COMPOSE_MAX_ROWS = 6;

interface Attached {
  local: string;
  name: string;
  file?: ChatFile;
  failed?: boolean;
}

export interface ComposerProps {
  upload: (file: File) => Promise<ChatFile>;
  /** Resolves when the server stored the message; the key stays the same until it does, so a retry is stored once. */
  send: (body: { text: string; key: string; files: string[] }) => Promise<unknown>;
  label?: string;
  disabled?: boolean;
  /** Fields above the text (the new consultation's topic). */
  children?: React.ReactNode;
}

/** I3, I4: text of up to 6 rows, files uploaded as they are picked (a failed one marked, no text), send. */
export function Composer({ upload, send, label, disabled, children }: ComposerProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [files, setFiles] = useState<Attached[]>([]);
  const [sending, setSending] = useState(false);
  const key = useRef(crypto.randomUUID());
  const input = useRef<HTMLInputElement>(null);

  const pick = (picked: FileList | null) => {
    for (const file of Array.from(picked ?? [])) {
      const local = crypto.randomUUID();
      setFiles((current) => [...current, { local, name: file.name }]);
      upload(file).then(
        (stored) => setFiles((current) => current.map((f) => (f.local === local ? { ...f, file: stored } : f))),
        () => setFiles((current) => current.map((f) => (f.local === local ? { ...f, failed: true } : f))),
      );
    }
    if (input.current) input.current.value = '';
  };

  const submit = async () => {
    if (!text.trim()) return setError(translate('app.chat.textRequired'));
    setSending(true);
    try {
      await send({ text, key: key.current, files: files.flatMap((f) => (f.file ? [f.file.id] : [])) });
      key.current = crypto.randomUUID();
      setText('');
      setFiles([]);
    } catch (failure) {
      notify((failure as Error).message || 'app.chat.sendFailed', { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  const uploading = files.some((f) => !f.file && !f.failed);
  return (
    <Box component="form" onSubmit={(event) => { event.preventDefault(); void submit(); }} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      {children}
      <Stack direction="row" spacing={1} alignItems="flex-end">
        <input ref={input} type="file" hidden multiple data-testid="chat-file-input" onChange={(event) => pick(event.target.files)} />
        <Tooltip title={translate('app.chat.attach')}>
          <span>
            <IconButton aria-label={translate('app.chat.attach')} disabled={disabled} onClick={() => input.current?.click()}>
              <AttachFile />
            </IconButton>
          </span>
        </Tooltip>
        <TextField
          label={label ?? translate('app.chat.message')}
          value={text}
          onChange={(event) => { setText(event.target.value); setError(null); }}
          onKeyDown={(event) => { if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit(); }}
          multiline
          maxRows={COMPOSE_MAX_ROWS}
          fullWidth
          disabled={disabled}
          error={!!error}
          helperText={error ?? ' '}
        />
        <Tooltip title={translate('app.chat.send')}>
          <span>
            <IconButton type="submit" color="primary" aria-label={translate('app.chat.send')} disabled={disabled || sending || uploading}>
              <Send />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      {files.length > 0 && (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mt: 1 }}>
          {files.map((f) => (
            <Chip
              key={f.local}
              label={cut(f.name, FILE_NAME_LENGTH)}
              // I4: a failed upload is marked, with no text of its own (its words only in the title and for readers)
              icon={f.failed ? <ErrorOutline /> : undefined}
              title={f.failed ? `${f.name}: ${translate('app.chat.uploadFailed')}` : f.name}
              data-failed={f.failed ? 'true' : undefined}
              color={f.failed ? 'error' : f.file ? 'default' : 'info'}
              variant={f.file ? 'filled' : 'outlined'}
              onDelete={() => setFiles((current) => current.filter((other) => other.local !== f.local))}
              aria-label={translate('app.chat.removeFile', { name: f.name })}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
