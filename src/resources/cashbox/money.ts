import { formatPrice } from '../../format/price';

/** The cash desk is Russian (54-FZ receipts, RU hosts only): its sums are roubles whatever the host's currency. */
export const RUB = '₽';
export const kopecksText = (kopecks: number) => formatPrice(kopecks / 100, RUB);
