import { Link } from 'react-router-dom';
import { TextLink } from '@marketplace/shared-ui/link';

/** The admin pages' way back up (the /admin navigation itself is the admin layout's). */
export function BackTo({ to, label }: { to: string; label: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <TextLink asChild>
        <Link to={to}>← {label}</Link>
      </TextLink>
    </nav>
  );
}
