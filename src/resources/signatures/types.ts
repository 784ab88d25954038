import { pdfUnder10MB } from '../../components/acceptedFiles';

/** The server's limits for a sign order's files: PDFs under 10 MB (checked again by content there). */
export const SIGN_FILES = pdfUnder10MB({
  labelKey: 'resources.signatures.page.drop',
  hintKey: 'resources.signatures.page.drop',
  tooLargeKey: 'resources.signatures.page.wrongFormat',
});
