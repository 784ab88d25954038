import { useTranslate } from 'react-admin';
import { ConsentDialog } from './ConsentDialog';

/** N4 inside a cabinet: the consent dialog with react-admin's translations. */
export function CookieConsent() {
  const translate = useTranslate();
  return <ConsentDialog translate={(key) => translate(key)} />;
}
