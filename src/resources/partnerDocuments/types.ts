/** A partner document (G5): a PDF in the file store. */
export interface PartnerDocument {
  id: string;
  original_name: string;
  size: number;
  partner_id: string;
}

/** GET /documents/structure: the agent's partner's documents, then those of the partners above it. */
export interface PartnerDocumentGroup {
  partner: { id: string; name: string };
  documents: PartnerDocument[];
}

/** O12: documents are PDFs under 10 MB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024 - 1;
