/** C1: the list's page size. */
export const CERTIFICATES_PER_PAGE = 30;
/** C3: the header's total is exact up to this many certificates, '5 000 000+' beyond. */
export const CERTIFICATE_TOTAL_OVERFLOW = 5_000_000;
