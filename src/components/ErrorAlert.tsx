import { Alert, AlertTitle } from '@mui/material';

/** The error notification's content (P1, A6): the catalogue's error title above the text. */
export function ErrorAlert({ title, text }: { title: string; text: string }) {
  return (
    <Alert severity="error" variant="filled" sx={{ width: '100%' }}>
      <AlertTitle>{title}</AlertTitle>
      {text}
    </Alert>
  );
}
