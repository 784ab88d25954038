import { tokenStore } from '../../authProvider/tokenStore';
import { createStoredLocaleI18n } from '../providerI18n';
import { createHttpClient } from './httpClient';

export * from './httpClient';
export type { QueryParams, QueryValue } from './query';

/** The one HTTP client of the page: the data provider and the auth provider share its single-flight refresh. */
export const httpClient = createHttpClient({ tokens: tokenStore, i18n: createStoredLocaleI18n() });
