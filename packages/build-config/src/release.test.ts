/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compatibilityInfo } from './release.mjs';

const contractVersion = (JSON.parse(readFileSync(path.join(__dirname, '../../mfe-contract/package.json'), 'utf8')) as { version: string }).version;

function appDir(packageJson: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'app-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(packageJson));
  return dir;
}

describe('compatibilityInfo, what a build records for releases', () => {
  it('records the contract a remote implements: the version of @marketplace/mfe-contract', () => {
    expect(compatibilityInfo(appDir({ version: '0.1.0' }), true, {})).toEqual({ contract: contractVersion });
  });

  it("records the range the shell accepts and the version of every singleton it provides, the federation runtime core too", () => {
    const shared = {
      react: { singleton: true, version: '19.3.1' },
      '@marketplace/shared-ui': { singleton: true, version: '0.1.0' },
      '@marketplace/shared-ui/': { singleton: true, version: '0.1.0' },
      zod: { version: '4.6.7' },
    };
    expect(compatibilityInfo(appDir({ version: '0.1.0', marketplace: { acceptsContract: '^1.0.0' } }), false, shared)).toEqual({
      acceptsContract: '^1.0.0',
      provides: { react: '19.3.1', '@marketplace/shared-ui': '0.1.0', '@module-federation/runtime-core': expect.stringMatching(/^\d+\.\d+\.\d+$/) },
    });
  });

  it('refuses a shell that does not say which contract versions it accepts', () => {
    expect(() => compatibilityInfo(appDir({ version: '0.1.0' }), false, {})).toThrow(/must say which remote contract versions it accepts/);
  });
});
