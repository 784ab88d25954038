import { dataProvider } from '../../dataProvider';
import { preload } from '../../dataProvider/preload';

export const SERVICES_PRELOAD = 'client services';

/** F6: the client cabinet's home reads the services (src/main.tsx's onSession). */
export function preloadMyServices(): void {
  preload(SERVICES_PRELOAD, dataProvider.myServices());
}
