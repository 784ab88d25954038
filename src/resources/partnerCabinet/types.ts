import type { Static } from 'typebox';
import type { Conversion, Program } from '../../../server/modules/partner-program/schemas';

/** GET /partner/program (L3). */
export type PartnerProgram = Static<typeof Program>;

/** GET /partner/conversion (L3). */
export type PartnerConversion = Static<typeof Conversion>;
