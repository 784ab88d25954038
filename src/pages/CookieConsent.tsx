import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { lazyFirstScreenPart } from '../cabinets/lazyScreen';
import { hasConsent } from './cookieConsent';

// the dialog loads only for a visitor who has not accepted yet (most did on the sign-in page): it is not part
// of a cabinet's first screen (docs/performance.md)
const ConsentDialog = lazyFirstScreenPart(() => import('./ConsentDialog'), 'ConsentDialog');

/** N4 inside a cabinet: the consent dialog with react-admin's translations. */
export function CookieConsent() {
  const translate = useTranslate();
  const [asked] = useState(() => !hasConsent());
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog translate={(key) => translate(key)} />
    </Suspense>
  );
}
