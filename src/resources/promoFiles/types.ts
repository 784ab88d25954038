export type { PromoFileRecord } from '../../dataProvider/api/promo';
export { STATUS_COLOURS, isRunning } from '../loader/types';
