import type { ComponentType, ReactElement } from 'react';
import { AccessDenied, CanAccess } from 'react-admin';

interface Access {
  resource: string;
  action: string;
}

/** The screen for those the access matrix lets do `action` on `resource`; the others get the access-denied page. */
export function guarded({ resource, action }: Access, screen: ReactElement): ReactElement {
  return (
    // CanAccess shows nothing to the refused unless told what: react-admin's access-denied page, in the cabinet's words
    <CanAccess resource={resource} action={action} accessDenied={<AccessDenied />}>
      {screen}
    </CanAccess>
  );
}

/** A cabinet page at an address of its own (a section), shown as `guarded` says. */
export function guardedPage(path: string, access: Access, Screen: ComponentType): { path: string; element: ReactElement } {
  return { path, element: guarded(access, <Screen />) };
}
