export type { PromoFileRecord } from '../../dataProvider/api/promo';
