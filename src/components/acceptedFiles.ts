import type { Accept } from 'react-dropzone';

/** What a dropzone takes: the file types, the size limit, and its texts' catalogue keys. */
export interface AcceptedFiles {
  accept: Accept;
  maxSize: number;
  /** Catalogue keys: the input's label, the drop hint and the too-large message. */
  labelKey: string;
  hintKey: string;
  tooLargeKey: string;
}

/** O12 and M5: PDFs under 10 MB (the server checks them again by content). */
export const pdfUnder10MB = (keys: Pick<AcceptedFiles, 'labelKey' | 'hintKey' | 'tooLargeKey'>): AcceptedFiles => ({
  accept: { 'application/pdf': ['.pdf'] },
  maxSize: 10 * 1024 * 1024 - 1,
  ...keys,
});
