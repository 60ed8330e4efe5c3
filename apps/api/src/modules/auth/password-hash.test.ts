import { standardPasswordHashing, testPasswordHashing } from '../../config';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt', async () => {
    const first = await hashPassword('correct horse battery', testPasswordHashing);
    const second = await hashPassword('correct horse battery', testPasswordHashing);
    expect(first).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(first).not.toBe(second);
  });

  it('accepts the right password only', async () => {
    const stored = await hashPassword('correct horse battery', testPasswordHashing);
    await expect(verifyPassword('correct horse battery', stored)).resolves.toBe(true);
    await expect(verifyPassword('Correct horse battery', stored)).resolves.toBe(false);
    await expect(verifyPassword('correct horse battery', 'not-a-hash')).resolves.toBe(false);
  });

  it('uses the production cost (N=2^15, r=8, p=1) outside tests and flags old hashes for rehashing', async () => {
    expect(standardPasswordHashing).toEqual({ N: 32768, r: 8, p: 1 });
    const strong = await hashPassword('correct horse battery', standardPasswordHashing);
    expect(strong).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$/);
    await expect(verifyPassword('correct horse battery', strong)).resolves.toBe(true);
    expect(needsRehash(strong, standardPasswordHashing)).toBe(false);
    expect(needsRehash(strong, testPasswordHashing)).toBe(true);
  });

  it('spends the hashing time for unknown accounts and never succeeds', async () => {
    await expect(verifyAgainstDummy('anything', testPasswordHashing)).resolves.toBe(false);
  });
});
