import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { TextLink } from '@marketplace/shared-ui/link';

/** The admin pages' way back up (the /admin navigation itself is the admin layout's). */
export function BackTo({ to, label }: { to: string; label: string }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'market.admin.breadcrumb', defaultMessage: 'Breadcrumb' })}>
      <TextLink asChild>
        <Link to={to}>
          <FormattedMessage id="market.admin.back-to" defaultMessage="← {page}" values={{ page: label }} />
        </Link>
      </TextLink>
    </nav>
  );
}
