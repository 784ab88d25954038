import type { ReactElement } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { guarded } from '../cabinets/guardedPage';
import type { CabinetDefinition } from '../cabinets/types';
import { PlaceholderPage } from '../pages/PlaceholderPage';
import { RedirectKeepingQuery } from './RedirectKeepingQuery';

/** The <Resource> and <CustomRoutes> children of a cabinet's <Admin>, from its declaration list. */
export function cabinetRoutes({ sections, redirects = {} }: Omit<CabinetDefinition, 'texts'>) {
  const resources = sections.flatMap((section) =>
    'resource' in section ? [<Resource key={section.resource} name={section.resource} {...section.module} />] : [],
  );
  const placeholders = sections.flatMap((section) =>
    'placeholder' in section
      ? [<Route key={section.placeholder} path={`${section.placeholder}/*`} element={guarded(section.access, <PlaceholderPage />)} />]
      : [],
  );
  const sectionRoute = (section: { path: string; element: ReactElement }) => (
    <Route key={section.path} path={`${section.path}/*`} element={section.element} />
  );
  // react-admin renders noLayout routes before and regardless of its sign-in check (ra-core CoreAdminRoutes)
  const publicSections = sections.flatMap((section) => ('element' in section && section.noLayout ? [sectionRoute(section)] : []));
  const customSections = sections.flatMap((section) =>
    'element' in section && !section.noLayout ? [sectionRoute(section)] : [],
  );
  const redirectRoutes = Object.entries(redirects).map(([from, to]) => (
    <Route key={from} path={from} element={<RedirectKeepingQuery to={to} />} />
  ));
  return [
    ...resources,
    <CustomRoutes key="routes">
      {redirectRoutes}
      {customSections}
      {placeholders}
    </CustomRoutes>,
    ...(publicSections.length ? [<CustomRoutes key="public" noLayout>{publicSections}</CustomRoutes>] : []),
  ];
}
