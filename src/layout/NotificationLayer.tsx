import Portal from '@mui/material/Portal';
import { Notification } from 'react-admin';
import { SessionEndNotice } from './SessionEndNotice';

/**
 * react-admin's notifications, mounted straight under <body> when one shows. An open MUI dialog hides every
 * element that was under <body> when it opened from screen readers (aria-hidden), the app's root included, so a
 * snackbar inside the root would be silent while a dialog is open — where most saves and errors happen. With them,
 * why a session ended (SessionEndNotice).
 */
export function NotificationLayer() {
  return (
    <Portal>
      <Notification />
      <SessionEndNotice />
    </Portal>
  );
}
