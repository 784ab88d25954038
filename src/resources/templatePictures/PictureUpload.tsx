import { useDataProvider, useRefresh } from 'react-admin';
import { FileDropzone } from '../../components/FileDropzone';
import { usePendingCall } from '../../components/usePendingCall';
import type { AppDataProvider } from '../../dataProvider';

/** What the dropzone takes before any upload: the server checks the bytes and the size in pixels again. */
const PICTURE_FILES = {
  accept: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] },
  maxSize: 5 * 1024 * 1024,
  labelKey: 'resources.templates.upload.label',
  hintKey: 'resources.templates.upload.hint',
  tooLargeKey: 'resources.templates.upload.tooLarge',
};

/** M8: a picture dropped or picked here is uploaded (POST /template/picture/upload) and the list shows it. */
export function PictureUpload() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const { call, pending } = usePendingCall();
  async function send(file: File) {
    const form = new FormData();
    form.append('file', file);
    if (await call(() => dataProvider.uploadTemplatePicture(form), 'resources.templates.upload.uploaded')) refresh();
  }
  return <FileDropzone files={PICTURE_FILES} disabled={pending} onFile={(file) => void send(file)} />;
}
