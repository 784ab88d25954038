import type { ReactNode } from 'react';
import type { AcceptedFiles } from './acceptedFiles';
import { FileDropzone } from './FileDropzone';
import { usePendingCall } from './usePendingCall';

interface UploadDropzoneProps<T> {
  files: AcceptedFiles;
  /** Form fields sent beside the file (multipart `file`). */
  fields?: Record<string, string>;
  /** The named upload call of the data provider. */
  upload: (form: FormData) => Promise<T>;
  /** The notice once it is stored (a catalogue key). */
  doneKey: string;
  onUploaded?: (stored: T) => void;
  children?: ReactNode;
}

/** A file dropped or picked here is uploaded at once; the dropzone waits meanwhile and the server's refusal is shown. */
export function UploadDropzone<T>({ files, fields = {}, upload, doneKey, onUploaded, children }: UploadDropzoneProps<T>) {
  const { call, pending } = usePendingCall();
  async function send(file: File) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    await call(async () => onUploaded?.(await upload(form)), doneKey);
  }
  return (
    <FileDropzone files={files} disabled={pending} onFile={(file) => void send(file)}>
      {children}
    </FileDropzone>
  );
}
