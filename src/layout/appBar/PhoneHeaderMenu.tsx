import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import Brightness4 from '@mui/icons-material/Brightness4';
import Check from '@mui/icons-material/Check';
import MoreVert from '@mui/icons-material/MoreVert';
import { useLocaleState, useLocales, useTheme, useThemesContext, useTranslate } from 'react-admin';

/**
 * The header's language and theme on a phone (issue 27): at 375 px the desktop's buttons pushed the sign-out off the
 * screen, so below the `sm` breakpoint they live in this one menu, and the sign-out stays in sight.
 */
export function PhoneHeaderMenu() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const { darkTheme } = useThemesContext();
  const [theme, setTheme] = useTheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const label = translate('app.layout.more');

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <MoreVert />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        {locales.map((option) => (
          <MenuItem key={option.locale} selected={option.locale === locale} onClick={() => { setLocale(option.locale); close(); }}>
            <ListItemIcon>{option.locale === locale && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>{option.name}</ListItemText>
          </MenuItem>
        ))}
        {darkTheme && (
          <MenuItem onClick={() => { setTheme(theme === 'dark' ? 'light' : 'dark'); close(); }}>
            <ListItemIcon><Brightness4 fontSize="small" /></ListItemIcon>
            <ListItemText>{translate('ra.action.toggle_theme')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
