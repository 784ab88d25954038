import type { ReactNode } from 'react';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Locale } from '../../i18n/types';
import { LanguageSwitch } from '../../login/LanguageSwitch';
import { signInReturn } from '../storefront/referral';

/** The frame of the public onboarding pages: a centred card, full width on a phone, and the way to the sign-in page. */
export function OnboardingCard({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: { xs: 1, sm: 2 }, minHeight: '100vh', alignItems: 'flex-start' }}>
      <Card sx={{ width: '100%', maxWidth: 440, mt: { xs: 2, sm: 6 } }}>
        <CardContent>
          <LanguageSwitch locale={locale as Locale} onChange={setLocale} />
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(title)}
          </Typography>
          <Stack spacing={2}>{children}</Stack>
          {/* a visitor who came from the storefront's checkout signs in and is back at the purchase */}
          <Link component={RouterLink} to="/login" state={signInReturn()} sx={{ display: 'block', mt: 2 }}>
            {translate('app.onboarding.toSignIn')}
          </Link>
        </CardContent>
      </Card>
    </Box>
  );
}
