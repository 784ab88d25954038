import type { ComponentType } from 'react';
import { Route, useParams } from 'react-router-dom';
import type { ResourceDeclaration } from '../../../common/resource';

/** `/<resource>/<page>` (a new record) or `/<resource>/<page>/<id>`: the spec's address of a record page. */
export const pagePathOf = (d: ResourceDeclaration, page: string, id?: string) => (id ? `/${d.name}/${page}/${id}` : `/${d.name}/${page}`);

/** One screen for both addresses: the Edit with an id, the Create without (so a saved record opens without a reload). */
export function recordPage(EditScreen: ComponentType, CreateScreen?: ComponentType) {
  return function RecordPage() {
    const { id } = useParams<'id'>();
    return id || !CreateScreen ? <EditScreen /> : <CreateScreen />;
  };
}

/**
 * The generated Create and Edit at the spec's page address instead of react-admin's `create` and `:id`
 * (e.g. /partners/partner/{id}); `/*` keeps the Edit's tabs addressable. Spread into the module's `children`.
 */
export function pageRoutes(page: string, Page: ComponentType, { create = true } = {}) {
  return [
    ...(create ? [<Route key="new" path={page} element={<Page />} />] : []),
    <Route key="page" path={`${page}/:id/*`} element={<Page />} />,
  ];
}
