import { createUser } from '../../../test-support/test-app';
import { adminsOnly } from './expectations';
import { type Row, testApp, testNow, UNKNOWN_ID } from './world';

let people = 0;
/** A fresh customer for each call, so no role's change (or disabling) meets another's. */
async function freshPerson(disabled = false) {
  people += 1;
  const id = await createUser(testApp().db, { email: `matrix.person${people}@example.org`, roles: ['customer'] });
  if (disabled) await testApp().db.updateTable('users').set({ disabled_at: testNow() }).where('id', '=', id).execute();
  return { params: { userId: id } };
}
const unknown = () => ({ params: { userId: UNKNOWN_ID } });
const reason = { reason: 'Matrix check' };

/** People (docs/admin.md): admins only; an unknown person is 404 to admins. */
export const adminUserRows: Record<string, Row> = {
  'adminUsers.list': { targets: { all: () => ({}), search: () => ({ query: { q: 'customer', page: '1' } }) }, expect: adminsOnly(200) },
  'adminUsers.get': { targets: { customer: (ids) => ({ params: { userId: ids.users.customer } }), unknown }, expect: adminsOnly({ customer: 200, unknown: 404 }) },
  'adminUsers.setRoles': {
    targets: { person: async () => ({ ...(await freshPerson()), body: { admin: false, managedMarketIds: ['nyc'] } }), unknown: () => ({ ...unknown(), body: { admin: false, managedMarketIds: [] } }) },
    expect: adminsOnly({ person: 200, unknown: 404 }),
  },
  'adminUsers.disable': { targets: { person: async () => ({ ...(await freshPerson()), body: reason }), unknown: () => ({ ...unknown(), body: reason }) }, expect: adminsOnly({ person: 200, unknown: 404 }) },
  'adminUsers.enable': { targets: { person: async () => ({ ...(await freshPerson(true)), body: reason }), unknown: () => ({ ...unknown(), body: reason }) }, expect: adminsOnly({ person: 200, unknown: 404 }) },
};
