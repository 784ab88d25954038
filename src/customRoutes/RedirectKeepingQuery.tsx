import { Navigate, useLocation } from 'react-router-dom';

/** A section root that opens its first page, keeping the query string (e.g. /staff → /staff/users). */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}
