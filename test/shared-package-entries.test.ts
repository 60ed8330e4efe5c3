/** @jest-environment node */
import path from 'node:path';
import { entryModules, modulesInTwoEntries } from './package-entries';

const packageDir = (name: string) => path.join(__dirname, '..', 'packages', name);

describe.each(['api-client', 'session', 'account-ui'])('the entries of %s', (name) => {
  it('share no module (each entry is its own shared module on the page)', () => {
    expect(modulesInTwoEntries(packageDir(name))).toEqual([]);
  });
});

describe('what the first page load imports', () => {
  it('is the client, the query keys and the session, without a component', () => {
    expect(entryModules(packageDir('api-client')).get('.')).toEqual(['api.ts', 'index.ts', 'query-keys.ts', 'query-visibility.ts']);
    const session = entryModules(packageDir('session')).get('.') ?? [];
    expect(session).toContain('watch-session.ts');
    expect(session.filter((module) => module.endsWith('.tsx'))).toEqual([]);
  });
});
