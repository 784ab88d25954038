import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceDeclaration } from '../../../common/resource';

/** `/<resource>/<page>` (a new record) or `/<resource>/<page>/<id>`: the spec's address of a record page. */
export const pagePathOf = (d: ResourceDeclaration, page: string, id?: string) => (id ? `/${d.name}/${page}/${id}` : `/${d.name}/${page}`);

/**
 * The generated Create and Edit at the spec's page address instead of react-admin's `create` and `:id`
 * (e.g. /partners/partner/{id}); `/*` keeps the Edit's tabs addressable. Spread into the module's `children`.
 */
export function pageRoutes(page: string, { edit: EditScreen, create: CreateScreen }: { edit: ComponentType; create?: ComponentType }) {
  return [
    ...(CreateScreen ? [<Route key="new" path={page} element={<CreateScreen />} />] : []),
    <Route key="page" path={`${page}/:id/*`} element={<EditScreen />} />,
  ];
}
