import type { ReactElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';

/** A section's screens by their address below it: '' is the section's own page, e.g. { '': <List />, ':id': <Card /> }. */
export function sectionRoutes(screens: Record<string, ReactElement>): ReactElement {
  return (
    <Routes>
      {Object.entries(screens).map(([path, element]) =>
        path ? <Route key={path} path={path} element={element} /> : <Route key="index" index element={element} />,
      )}
    </Routes>
  );
}

/** A resource's screens mounted at an address that is not /<resource> (e.g. agents under /staff/agents). */
export function resourceRoutes(resource: string, screens: Record<string, ReactElement>): ReactElement {
  return <ResourceContextProvider value={resource}>{sectionRoutes(screens)}</ResourceContextProvider>;
}

/** A public page without the cabinet's layout at /<path>/:<param> (its path is listed in PUBLIC_ROUTES too). */
export const publicSection = (path: string, param: string, page: ReactElement) => ({ path, element: sectionRoutes({ [`:${param}`]: page }), noLayout: true }) as const;
