import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A card's labelled value in view mode; a dash when there is none. */
export function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div">{value || '—'}</Typography>
    </Stack>
  );
}
