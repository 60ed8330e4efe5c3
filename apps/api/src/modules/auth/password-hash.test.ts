import { standardPasswordHashing, testPasswordHashing } from '../../config';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hash';

/** Made by the scrypt code this API used before argon2id (ln=10: the old test cost). */
const OLD_SCRYPT_HASH =
  '$scrypt$ln=10,r=8,p=1$kLEigHBu4ZI81K/UTi8XVA==$J9kJRE+kaYFyXeRmEv1rxWzX/hQ5/M89nlKCPosa6gwCzblbDcP+877at9p1H6EJiTN4ONql+h8S6VXltuwZnA==';

describe('password hashing', () => {
  it('stores argon2id with its parameters and a random salt', async () => {
    const first = await hashPassword('correct horse battery', testPasswordHashing);
    const second = await hashPassword('correct horse battery', testPasswordHashing);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(first).not.toBe(second);
  });

  it('accepts the right password only', async () => {
    const stored = await hashPassword('correct horse battery', testPasswordHashing);
    await expect(verifyPassword('correct horse battery', stored)).resolves.toBe(true);
    await expect(verifyPassword('Correct horse battery', stored)).resolves.toBe(false);
    await expect(verifyPassword('correct horse battery', 'not-a-hash')).resolves.toBe(false);
    await expect(verifyPassword('correct horse battery', '$argon2id$v=19$m=1024,t=1,p=1$broken')).resolves.toBe(false);
  });

  it('uses at least OWASP’s argon2id minimum (19 MiB, 2 passes, 1 lane) outside tests', async () => {
    const { memoryKiB, passes, lanes } = standardPasswordHashing;
    expect(memoryKiB).toBeGreaterThanOrEqual(19 * 1024);
    expect(passes).toBeGreaterThanOrEqual(2);
    expect(lanes).toBeGreaterThanOrEqual(1);
    const strong = await hashPassword('correct horse battery', standardPasswordHashing);
    expect(strong).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryKiB},t=${passes},p=${lanes}\\$`));
    await expect(verifyPassword('correct horse battery', strong)).resolves.toBe(true);
    expect(needsRehash(strong, standardPasswordHashing)).toBe(false);
    expect(needsRehash(strong, testPasswordHashing)).toBe(true);
  });

  it('still verifies the scrypt hashes stored before, and flags them for rehashing', async () => {
    await expect(verifyPassword('correct horse battery', OLD_SCRYPT_HASH)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batteries', OLD_SCRYPT_HASH)).resolves.toBe(false);
    expect(needsRehash(OLD_SCRYPT_HASH, standardPasswordHashing)).toBe(true);
    expect(needsRehash(OLD_SCRYPT_HASH, testPasswordHashing)).toBe(true);
  });

  it('spends the hashing time for unknown accounts and never succeeds', async () => {
    await expect(verifyAgainstDummy('anything', testPasswordHashing)).resolves.toBe(false);
  });
});
