import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useTheme, useTranslate } from 'react-admin';

/** A13 theme tab: the same stored choice as the app bar's ToggleThemeButton (N6). */
export function ThemeChoice() {
  const translate = useTranslate();
  const [theme, setTheme] = useTheme();
  return (
    <RadioGroup value={theme === 'dark' ? 'dark' : 'light'} onChange={(event) => setTheme(event.target.value as 'light' | 'dark')} sx={{ pt: 2 }}>
      <FormControlLabel value="light" control={<Radio />} label={translate('app.profile.theme.light')} />
      <FormControlLabel value="dark" control={<Radio />} label={translate('app.profile.theme.dark')} />
    </RadioGroup>
  );
}
