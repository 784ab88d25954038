import type { ReactNode } from 'react';
import { Box, Link, Stack, Typography } from '@mui/material';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { hostConfig } from '../../config/hosts';
import type { Locale } from '../../i18n/types';
import { LanguageSwitch } from '../../login/LanguageSwitch';
import { tokenStore } from '../../authProvider/tokenStore';
import { RefetchOnLocaleChange } from '../../layout/RefetchOnLocaleChange';
import { signInReturn } from './referral';

/** The storefront's frame without the cabinet's layout: the brand, the languages, the way into the cabinet. */
export function StorefrontFrame({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const signedIn = Boolean(tokenStore.getSessionToken());
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', p: { xs: 1.5, sm: 3 } }}>
      <Title title={translate(title)} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
          {translate(hostConfig().brand.titleKey)}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
          <LanguageSwitch locale={locale as Locale} onChange={setLocale} />
          <Link component={RouterLink} to={signedIn ? '/' : '/login'} state={signedIn ? undefined : signInReturn()}>{translate(signedIn ? 'app.storefront.toCabinet' : 'app.storefront.signIn')}</Link>
        </Stack>
      </Stack>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {translate(title)}
      </Typography>
      {children}
      <RefetchOnLocaleChange />
    </Box>
  );
}
