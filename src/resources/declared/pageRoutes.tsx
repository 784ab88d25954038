import type { ComponentType } from 'react';
import { AccessDenied, CanAccess } from 'react-admin';
import { Route, useParams } from 'react-router-dom';
import type { ResourceSummary } from '../../../common/resource';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string | undefined): value is string => !!value && UUID.test(value);

/** The list's address: its menu's own route (e.g. /partners/subdivisions) or /<resource>. */
export const listPathOf = (d: ResourceSummary) => d.menu?.route ?? `/${d.name}`;

/** Its records open on a page of their own: a declared `page`, or the one below a list at its own route. */
export const hasRecordPage = (d: ResourceSummary) => !!d.page || !!d.menu?.route;

/**
 * The record page: `/<resource>/<page>` (a new record) or `/<resource>/<page>/<id>` for a declared `page`; below a
 * list at its own route, `<route>/<id>` and `<route>/new` (the spec's /partners/subdivisions/:id?).
 */
export const pagePathOf = (d: ResourceSummary, id?: string) => {
  if (!d.page && d.menu?.route) return `${d.menu.route}/${id ?? 'new'}`;
  const page = `${listPathOf(d)}/${d.page ?? 'edit'}`;
  return id ? `${page}/${id}` : page;
};

interface Screens {
  edit: ComponentType;
  create?: ComponentType;
}

/**
 * One screen for both addresses: the Edit with an id, the Create without (so a saved record opens without a
 * reload); an id that is not a UUID (the spec's '/tariffs/edit/new') opens the empty form, so nothing is loaded for it.
 * Those the matrix does not let edit (or create) get react-admin's access-denied page in its place.
 */
function RecordPage({ resource, edit: Edit, create: Create }: Screens & { resource: string }) {
  const { id } = useParams<'id'>();
  const editing = isUuid(id) || !Create;
  const Screen = editing ? Edit : Create;
  // checked before the screen mounts: a role that may only list (an agent's tariffs) loads no record, sees no form
  return (
    <CanAccess resource={resource} action={editing ? 'edit' : 'create'} accessDenied={<AccessDenied />}>
      <Screen key={editing ? id : 'new'} />
    </CanAccess>
  );
}

/** The record page's screen (edit or create by the address's id), for routes a section mounts itself. */
export const recordPage = (d: ResourceSummary, edit: ComponentType, create?: ComponentType) => (
  <RecordPage resource={d.name} edit={edit} create={create} />
);

/**
 * The routes of a declaration's record page (`page`, e.g. /partners/partner/{id}, /promo/edit/{id}), spread into
 * the module's `children`: the new record's form without an id, when it has one; `/*` keeps an Edit's tabs addressable.
 */
export function pageRoutes(d: ResourceSummary, edit: ComponentType, create?: ComponentType) {
  const page = d.page ?? 'edit';
  const element = recordPage(d, edit, create);
  return [
    ...(create ? [<Route key="new" path={page} element={element} />] : []),
    <Route key="page" path={`${page}/:id/*`} element={element} />,
  ];
}
