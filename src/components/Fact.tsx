import { Grid, type GridProps, Stack, Typography } from '@mui/material';
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

/** A fact of a FactGrid with its width (of 12 columns) per screen size. */
export interface GridFact {
  label: string;
  value: ReactNode;
  size: GridProps['size'];
}

/** Facts side by side, wrapping as their sizes say. */
export function FactGrid({ facts, sx }: { facts: readonly GridFact[]; sx?: GridProps['sx'] }) {
  return (
    <Grid container spacing={2} sx={sx}>
      {facts.map(({ label, value, size }) => (
        <Grid key={label} size={size}>
          <Fact label={label} value={value} />
        </Grid>
      ))}
    </Grid>
  );
}
