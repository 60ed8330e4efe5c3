import { assertNoLockout, planRoleChange } from './role-changes';

describe('planRoleChange', () => {
  it('grants manager of markets: the manager role follows the markets, other roles stay', () => {
    expect(planRoleChange({ roles: ['customer'], managedMarketIds: [] }, { admin: false, managedMarketIds: ['nyc', 'berlin', 'nyc'] })).toEqual({
      roles: ['customer', 'manager'],
      managedMarketIds: ['berlin', 'nyc'],
      changes: [
        { kind: 'granted', role: 'manager', marketId: 'berlin' },
        { kind: 'granted', role: 'manager', marketId: 'nyc' },
      ],
    });
  });

  it('revokes the last market and admin: no manager role is left behind', () => {
    expect(planRoleChange({ roles: ['provider', 'manager', 'admin'], managedMarketIds: ['nyc'] }, { admin: false, managedMarketIds: [] })).toEqual({
      roles: ['provider'],
      managedMarketIds: [],
      changes: [
        { kind: 'revoked', role: 'admin' },
        { kind: 'revoked', role: 'manager', marketId: 'nyc' },
      ],
    });
  });

  it('changes nothing when asked for what is already so', () => {
    expect(planRoleChange({ roles: ['admin'], managedMarketIds: [] }, { admin: true, managedMarketIds: [] }).changes).toEqual([]);
  });
});

describe('assertNoLockout', () => {
  const admins = ['a', 'b'];
  it('lets an admin demote or disable another admin while one stays', () => {
    expect(() => assertNoLockout({ actorId: 'a', targetId: 'b', losesAdmin: true, enabledAdminIds: admins }, 'revoke')).not.toThrow();
  });
  it('refuses an admin their own demotion or disabling', () => {
    expect(() => assertNoLockout({ actorId: 'a', targetId: 'a', losesAdmin: true, enabledAdminIds: admins }, 'revoke')).toThrow(/own admin rights/);
    expect(() => assertNoLockout({ actorId: 'a', targetId: 'a', losesAdmin: true, enabledAdminIds: admins }, 'disable')).toThrow(/own account/);
  });
  it('refuses to leave no enabled admin', () => {
    expect(() => assertNoLockout({ actorId: 'a', targetId: 'b', losesAdmin: true, enabledAdminIds: ['b'] }, 'revoke')).toThrow(/last admin/);
  });
  it('has nothing to say when no admin is lost', () => {
    expect(() => assertNoLockout({ actorId: 'a', targetId: 'a', losesAdmin: false, enabledAdminIds: [] }, 'revoke')).not.toThrow();
  });
});
