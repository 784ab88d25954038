import { promo } from '../../../common/resources/promo';
import { declaredCreate, declaredEdit } from '../declared/DeclaredEdit';
import { PromoRates } from './PromoRates';

/** H2 edit with the attached tariffs beside it (H3); a new code opens its edit page, where tariffs are attached. */
export const PromoEdit = declaredEdit(promo, undefined, { aside: <PromoRates /> });
export const PromoCreate = declaredCreate(promo, undefined, { afterCreate: 'edit' });
