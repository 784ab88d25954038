import type { Reply } from '../../dataProvider/api/contract';

/** GET /partner/program (L3). */
export type PartnerProgram = Reply<'partnerGetProgram'>;

/** GET /partner/conversion (L3). */
export type PartnerConversion = Reply<'partnerGetConversion'>;
