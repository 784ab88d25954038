import type { CabinetSection } from '../../cabinets/types';
import { guardedPage } from '../../cabinets/guardedPage';
import { lazyScreen } from '../../cabinets/lazyScreen';

const TelegramPage = lazyScreen(() => import('./TelegramPage'), 'TelegramPage');

/** K5: /auth-tg, the client's telegram bot binding. */
export const telegramSection: CabinetSection = guardedPage('/auth-tg', { resource: 'telegram', action: 'show' }, TelegramPage);
