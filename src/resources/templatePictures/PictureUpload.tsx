import { useDataProvider, useRefresh } from 'react-admin';
import { UploadDropzone } from '../../components/UploadDropzone';
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
  return (
    <UploadDropzone files={PICTURE_FILES} upload={(form) => dataProvider.uploadTemplatePicture(form)} doneKey="resources.templates.upload.uploaded" onUploaded={refresh} />
  );
}
