import { CanAccess } from 'react-admin';
import type { CabinetSection } from '../../cabinets/types';
import { lazyScreen } from '../../cabinets/lazyScreen';

const TelegramPage = lazyScreen(() => import('./TelegramPage'), 'TelegramPage');

/** K5: /auth-tg, the client's telegram bot binding. */
export const telegramSection: CabinetSection = {
  path: '/auth-tg',
  element: (
    <CanAccess resource="telegram" action="show">
      <TelegramPage />
    </CanAccess>
  ),
};
