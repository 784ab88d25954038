import { useState } from 'react';
import { Dialog, DialogContent, DialogTitle, IconButton, Tab, Tabs, useMediaQuery } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { EditProfileForm } from './EditProfileForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ThemeChoice } from './ThemeChoice';

/** A13: 600 px wide, full width at 768 px or less, where the (beta) theme tab is not offered. */
const NARROW_QUERY = '(max-width:768px)';
type ProfileTab = 'edit' | 'password' | 'theme';

export function ProfileSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const narrow = useMediaQuery(NARROW_QUERY);
  const [tab, setTab] = useState<ProfileTab>('edit');
  const shownTab = narrow && tab === 'theme' ? 'edit' : tab;
  const title = translate('app.profile.title');

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-label={title}
      sx={{ '& .MuiDialog-paper': { width: 600, maxWidth: '100%', [`@media ${NARROW_QUERY}`]: { width: '100%', m: 0 } } }}
    >
      <DialogTitle sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Tabs value={shownTab} onChange={(_, value: ProfileTab) => setTab(value)} variant="scrollable">
          <Tab value="edit" label={translate('app.profile.tabs.edit')} />
          <Tab value="password" label={translate('app.profile.tabs.password')} />
          {!narrow && (
            <Tab value="theme" label={`${translate('app.profile.tabs.theme')} (${translate('app.profile.tabs.beta')})`} />
          )}
        </Tabs>
        {shownTab === 'edit' && <EditProfileForm onSaved={onClose} />}
        {shownTab === 'password' && <ChangePasswordForm onSaved={onClose} />}
        {shownTab === 'theme' && <ThemeChoice />}
      </DialogContent>
    </Dialog>
  );
}
