import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { contentApi } from '../../dataProvider/contentApi';

/** The named K4–K7 calls over the app's dataProvider (same headers, refresh and errors). */
export function useContentApi() {
  return contentApi(useDataProvider<AppDataProvider>());
}
