import { pdfUnder10MB } from '../../components/acceptedFiles';
import type { DocumentStructure } from '../../dataProvider/api/partners';

/** A partner document (G5): a PDF in the file store; the server's record type. */
export type { PartnerDocument } from '../../dataProvider/api/partners';
/** GET /documents/structure: the agent's partner's documents, then those of the partners above it. */
export type PartnerDocumentGroup = DocumentStructure[number];

/** O12: documents are PDFs under 10 MB. */
export const PARTNER_DOCUMENT_FILES = pdfUnder10MB({
  labelKey: 'resources.partnerDocuments.upload',
  hintKey: 'resources.partnerDocuments.dropHint',
  tooLargeKey: 'resources.partnerDocuments.tooLarge',
});
