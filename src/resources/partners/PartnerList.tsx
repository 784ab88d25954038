import { partners } from '../../../common/resources/partners';
import { TotalBadge } from '../../components/TotalBadge';
import { declaredList } from '../declared/DeclaredList';

const TOTAL_OVERFLOW = 100_000;

/** G1: the generated partners table (with the parent's name) and the total; a row opens the partner page at /partners/partner/{id}. */
export const PartnerList = declaredList(partners, { actions: <TotalBadge overflowAt={TOTAL_OVERFLOW} /> });
