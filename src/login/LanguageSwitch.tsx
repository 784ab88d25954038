import { Button, Stack } from '@mui/material';
import { LOCALE_NAMES, type Locale } from '../i18n/types';

/** The sign-in page's languages (issue 27), each named in itself; react-admin's own switch is not loaded here. */
export function LanguageSwitch({ locale, onChange }: { locale: Locale; onChange: (locale: Locale) => void }) {
  return (
    <Stack direction="row" justifyContent="center" spacing={0.5} sx={{ mb: 1 }}>
      {LOCALE_NAMES.map((option) => (
        <Button
          key={option.locale}
          size="small"
          lang={option.locale}
          aria-pressed={option.locale === locale}
          variant={option.locale === locale ? 'outlined' : 'text'}
          onClick={() => onChange(option.locale)}
        >
          {option.name}
        </Button>
      ))}
    </Stack>
  );
}
