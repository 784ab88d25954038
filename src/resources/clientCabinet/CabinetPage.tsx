import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ArrivalNotice } from './ArrivalNotice';

interface CabinetPageProps {
  titleKey: string;
  loading?: boolean;
  error?: Error | null;
  actions?: ReactNode;
  children: ReactNode;
}

/** A client cabinet screen: its title, actions beside it (wrapping on a phone), a loader or the error; a notice it was sent with. */
export function CabinetPage({ titleKey, loading, error, actions, children }: CabinetPageProps) {
  const translate = useTranslate();
  const title = translate(titleKey);
  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 } }}>
      <Title title={title} />
      <ArrivalNotice />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {actions}
      </Stack>
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      {loading ? <CircularProgress aria-label={translate('ra.page.loading')} /> : children}
    </Box>
  );
}

/** Cards in one column on a phone, two or three side by side on wider screens. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>{children}</Box>;
}
