import { Navigate, useLocation } from 'react-router';

/**
 * A spec path whose job another screen does (docs/spec-deviations.md): a bookmark or link to it opens that screen,
 * keeping its query, instead of "Page not found".
 */
export const specRedirect = (to: string) =>
  function SpecRedirect() {
    const { search } = useLocation();
    return <Navigate to={{ pathname: to, search }} replace />;
  };
