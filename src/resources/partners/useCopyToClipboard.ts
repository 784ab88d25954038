import { useNotify } from 'react-admin';

/** Copies a text and says so (or says it could not, e.g. without clipboard permission). */
export function useCopyToClipboard() {
  const notify = useNotify();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify('resources.partners.notifications.copied', { type: 'info' });
    } catch {
      notify('resources.partners.notifications.copyFailed', { type: 'error' });
    }
  };
}
