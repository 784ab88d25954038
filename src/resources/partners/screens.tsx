import { partners } from '../../../common/resources/partners';
import { TotalBadge } from '../../components/TotalBadge';
import { declaredScreens } from '../declared';

const TOTAL_OVERFLOW = 100_000;

/** G1: the generated partners table (with the parent's name) and the total; a row opens the partner page at /partners/partner/{id}. */
export const screens = declaredScreens(partners, { actions: <TotalBadge overflowAt={TOTAL_OVERFLOW} /> });
