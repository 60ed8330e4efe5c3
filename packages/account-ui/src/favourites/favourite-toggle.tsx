import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '@marketplace/api-client/errors';
import { useSession } from '@marketplace/session';
import { Button } from '@marketplace/shared-ui/button';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { useChangeFavourite, useFavourites } from './use-favourites';
import styles from './favourite-toggle.module.css';

export interface FavouriteToggleProps {
  providerId: string;
  providerName: string;
  className?: string;
}

/**
 * "Favourite" as a toggle button (aria-pressed): its name stays the same, its state is pressed or
 * not. Shown to logged-in people only (docs/repeat-business.md); the change shows at once and
 * goes back with a message if the API refuses it (e.g. the list is full).
 */
export function FavouriteToggle({ providerId, providerName, className }: FavouriteToggleProps) {
  const intl = useIntl();
  const session = useSession();
  const favourites = useFavourites();
  const change = useChangeFavourite();
  if (session.status !== 'authenticated' || !favourites.data) return null;
  const kept = favourites.data.providers.some((provider) => provider.id === providerId);
  const pressed = change.isPending ? change.variables.favourite : kept;
  return (
    <div className={className}>
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={pressed}
        loading={change.isPending}
        onClick={() => change.mutate({ providerId, favourite: !pressed })}
        title={intl.formatMessage({ id: 'account-ui.favourite.hint', defaultMessage: 'Favourites come first when you choose a provider' })}
      >
        <span aria-hidden="true" className={pressed ? styles.on : styles.off}>
          {pressed ? '★' : '☆'}
        </span>{' '}
        <FormattedMessage
          id="account-ui.favourite.toggle"
          defaultMessage="Favourite<hidden> provider {name}</hidden>"
          values={{ name: providerName, hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden> }}
        />
      </Button>
      {change.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(change.error)}
        </p>
      )}
    </div>
  );
}
