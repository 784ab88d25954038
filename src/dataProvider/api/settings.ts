import type { HttpClient } from '../http';
import type { Schema } from './contract';

export type SettingsRecord = Schema<'Settings'>;
export type SettingsChange = Schema<'SettingsBody'>;

/** M9: the general and customs settings, one record at GET and PUT /settings. */
export const settingsApi = (http: HttpClient) => ({
  settings: () => http.json<SettingsRecord>('GET', '/settings'),
  saveSettings: (body: SettingsChange) => http.json<SettingsRecord>('PUT', '/settings', { body }),
});
