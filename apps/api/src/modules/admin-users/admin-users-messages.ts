import { defineMessages } from '@formatjs/intl';

/** What the admin's people endpoints answer when they refuse (docs/languages.md): in the language of whoever asked. */
export const adminUsersMessages = defineMessages({
  cannotDisableYourself: { id: 'api.error.admin-users.cannot-disable-yourself', defaultMessage: 'You cannot disable your own account.' },
  cannotRevokeYourself: { id: 'api.error.admin-users.cannot-revoke-yourself', defaultMessage: 'You cannot remove your own admin rights. Ask another admin.' },
  lastAdmin: { id: 'api.error.admin-users.last-admin', defaultMessage: 'This is the last admin: make someone else an admin first.' },
  alreadyDisabled: { id: 'api.error.admin-users.already-disabled', defaultMessage: 'This account is already disabled.' },
  notDisabled: { id: 'api.error.admin-users.not-disabled', defaultMessage: 'This account is not disabled.' },
  noSuchMarkets: { id: 'api.error.admin-users.no-such-markets', defaultMessage: 'No market {markets}' },
  noSuchPerson: { id: 'api.error.admin-users.no-such-person', defaultMessage: 'No such person.' },
});
