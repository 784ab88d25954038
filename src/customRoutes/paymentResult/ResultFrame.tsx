import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The frame of the payment result, as the cabinet's public pages have it: a centred card, full width on a phone. */
export function ResultFrame({ title, children }: { title?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', p: { xs: 1, sm: 2 }, minHeight: '100vh', alignItems: 'flex-start' }}>
      <Card sx={{ width: '100%', maxWidth: 480, mt: { xs: 2, sm: 6 } }}>
        <CardContent>
          {title ? (
            <Typography variant="h5" component="h1" gutterBottom>
              {translate(title)}
            </Typography>
          ) : null}
          <Stack spacing={2}>{children}</Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
