import { useDataProvider, useTranslate } from 'react-admin';
import { UploadDropzone } from '../../components/UploadDropzone';
import type { AppDataProvider } from '../../dataProvider';
import type { StoryPicture } from '../../dataProvider/api/stories';

/** O13 and O15 before any upload (the server checks the bytes and the size in pixels again). */
const KINDS = {
  slide: { accept: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/gif': ['.gif'] }, maxSize: 10 * 1024 * 1024, labelKey: 'resources.stories.slides.upload', hintKey: 'resources.stories.helpers.slide', tooLargeKey: 'resources.stories.helpers.slide' },
  cover: { accept: { 'image/jpeg': ['.jpg', '.jpeg'] }, maxSize: 3 * 1024 * 1024, labelKey: 'resources.stories.cover.upload', hintKey: 'resources.stories.helpers.image', tooLargeKey: 'resources.stories.helpers.image' },
};

/** A slide's or the cover's picture dropped or picked here goes up to POST /slides; the form takes its id. */
export function StoryPictureUpload({ kind, onUploaded }: { kind: 'slide' | 'cover'; onUploaded: (picture: StoryPicture) => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  return (
    <UploadDropzone files={KINDS[kind]} fields={{ kind }} upload={(form) => dataProvider.uploadStoryPicture(form)} doneKey="resources.stories.slides.uploaded" onUploaded={onUploaded}>
      {translate(KINDS[kind].labelKey)}
    </UploadDropzone>
  );
}
