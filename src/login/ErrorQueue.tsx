import { useState } from 'react';
import { Snackbar } from '@mui/material';
import { ErrorAlert } from '../components/ErrorAlert';

interface ErrorQueueProps {
  title: string;
  texts: readonly string[];
  /** The first text has been shown and closed. */
  onShown: () => void;
}

/** One error notification at a time, as react-admin's <Notification> shows them (P1). */
export function ErrorQueue({ title, texts, onShown }: ErrorQueueProps) {
  const [open, setOpen] = useState(true);
  if (texts.length === 0) return null;
  const exited = () => {
    setOpen(true);
    onShown();
  };
  return (
    <Snackbar
      open={open}
      autoHideDuration={4000}
      onClose={() => setOpen(false)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited: exited } }}
    >
      <div>
        <ErrorAlert title={title} text={texts[0]} />
      </div>
    </Snackbar>
  );
}
