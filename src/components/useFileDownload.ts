import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';

/** Saves a blob under a name: spaces become underscores (O17). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.replace(/\s+/g, '_');
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads a /gw file with the session's headers and tells the user it started (P6). */
export function useFileDownload() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  return async (path: string, fallbackName: string) => {
    notify('app.files.downloadStarted', { type: 'info' });
    try {
      const { blob, fileName } = await dataProvider.download(path);
      saveBlob(blob, fileName ?? fallbackName);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
}
