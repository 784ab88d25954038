import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider, DownloadedFile } from '../dataProvider';

/**
 * Saves a blob under a name: spaces become underscores (O17). The link's click stays on the link: reaching the
 * document, it was a click away from the open snackbar, which closed P6's 'download started' notice at once.
 */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.replace(/\s+/g, '_');
  link.addEventListener('click', (event) => event.stopPropagation());
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a file by a named dataProvider call (`download((api) => api.downloadRegistryReport(id), name)`)
 * and tells the user it started (P6). A path string is left only to the screens that move onto resource
 * declarations (issue 10).
 */
export function useFileDownload() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  return async (file: ((api: AppDataProvider) => Promise<DownloadedFile>) | string, fallbackName: string) => {
    notify('app.files.downloadStarted', { type: 'info' });
    try {
      const { blob, fileName } = await (typeof file === 'string' ? dataProvider.download(file) : file(dataProvider));
      saveBlob(blob, fileName ?? fallbackName);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
}
