import type { CabinetSection } from '../../cabinets/types';
import { guardedPage } from '../../cabinets/guardedPage';
import { lazyScreen } from '../../cabinets/lazyScreen';

const SettingsGeneralPage = lazyScreen(() => import('./SettingsGeneralPage'), 'SettingsGeneralPage');
const SettingsFtsPage = lazyScreen(() => import('./SettingsFtsPage'), 'SettingsFtsPage');

/** M9: /settings/general and /settings/fts, the admin's (others get the access-denied page). */
export const settingsSections: CabinetSection[] = [
  guardedPage('/settings/general', { resource: 'settings', action: 'show' }, SettingsGeneralPage),
  guardedPage('/settings/fts', { resource: 'settings', action: 'show' }, SettingsFtsPage),
];
