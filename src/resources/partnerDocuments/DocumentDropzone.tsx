import { FileDropzone } from '../../components/FileDropzone';
import { MAX_DOCUMENT_BYTES } from './types';

const PDF_ONLY = { 'application/pdf': ['.pdf'] };

/** Partner documents are PDFs under 10 MB (O12). */
export function DocumentDropzone({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  return (
    <FileDropzone
      accept={PDF_ONLY}
      maxSize={MAX_DOCUMENT_BYTES}
      onFile={onFile}
      disabled={disabled}
      labelKey="resources.partnerDocuments.upload"
      hintKey="resources.partnerDocuments.dropHint"
      tooLargeKey="resources.partnerDocuments.tooLarge"
    />
  );
}
