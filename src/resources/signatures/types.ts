import type { AcceptedFiles } from '../../components/FileDropzone';

/** The server's limits for a sign order's files: PDFs under 10 MB (checked again by content there). */
export const SIGN_FILES: AcceptedFiles = {
  accept: { 'application/pdf': ['.pdf'] },
  maxSize: 10 * 1024 * 1024 - 1,
  labelKey: 'resources.signatures.page.drop',
  hintKey: 'resources.signatures.page.drop',
  tooLargeKey: 'resources.signatures.page.wrongFormat',
};
