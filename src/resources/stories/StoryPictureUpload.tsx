import { useDataProvider, useTranslate } from 'react-admin';
import { FileDropzone } from '../../components/FileDropzone';
import { usePendingCall } from '../../components/usePendingCall';
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
  const { call, pending } = usePendingCall();
  async function send(file: File) {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    await call(async () => onUploaded(await dataProvider.uploadStoryPicture(form)), 'resources.stories.slides.uploaded');
  }
  return (
    <FileDropzone files={KINDS[kind]} disabled={pending} onFile={(file) => void send(file)}>
      {translate(KINDS[kind].labelKey)}
    </FileDropzone>
  );
}
