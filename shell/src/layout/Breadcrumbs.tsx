import { Link, useLocation } from 'react-router';
import { buildCrumbs } from './breadcrumbs';

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = buildCrumbs(pathname);
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="nv-crumbs">
      <ol>
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <li key={i} aria-current="page">
              {crumb.label}
            </li>
          ) : (
            <li key={i}>{crumb.to === null ? crumb.label : <Link to={crumb.to}>{crumb.label}</Link>}</li>
          ),
        )}
      </ol>
    </nav>
  );
}
