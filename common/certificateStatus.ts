/**
 * A certificate's status, one definition (issue 27): awaiting payment, active, blocked (by whom and why: the card), expired
 * (paid, its finish date passed) or cancelled. The server computes it in SQL from the certificate's columns
 * (server/modules/certificates/status.ts), for the list, its filter, the card and the client's certificates alike.
 * Its own module, so the certificate list's chip reads it without the declaration (the first screen's download).
 */
export const CERTIFICATE_STATUSES = ['PENDING', 'ACTIVE', 'BLOCKED', 'EXPIRED', 'CANCELLED'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];
