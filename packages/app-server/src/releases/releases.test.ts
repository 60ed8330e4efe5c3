import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canaryRemote, promoteRemote, releaseRemote, rollBackRemote, type ReleaseOptions } from './commands';
import { openReleaseStore, type ReleaseStore } from './store';
import { makeTestBuild, testShell } from './test-builds';

const now = new Date('2026-11-26T09:00:00Z');
let dir: string;
let store: ReleaseStore;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'release-store-'));
  store = openReleaseStore(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const options = (builtDir: string, extra: Partial<ReleaseOptions> = {}): ReleaseOptions => ({
  remote: 'booking',
  builtDir,
  environment: 'production',
  shell: testShell,
  budgetBytes: 40 * 1024,
  now,
  ...extra,
});
const release = (extra: Partial<ReleaseOptions> = {}, build = makeTestBuild()) => releaseRemote(store, options(build, extra));
const channelFile = () => JSON.parse(readFileSync(path.join(dir, 'booking/channels/production.json'), 'utf8'));

describe('pnpm release', () => {
  it('publishes each build as the next version, with its record, and makes it live', () => {
    const first = release();
    const second = release({}, makeTestBuild({ commit: 'def5678' }));
    expect([first.version, second.version]).toEqual(['v1', 'v2']);
    expect(store.versions('booking')).toEqual(['v1', 'v2']);
    expect(existsSync(path.join(dir, 'booking/v2/pages/nested.txt'))).toBe(true);
    const record = store.record('booking', 'v2');
    expect(record).toMatchObject({
      remote: 'booking',
      version: 'v2',
      release: 'booking@v2',
      build: 'booking@0.1.0+def5678',
      commit: 'def5678',
      contract: '1.0.0',
      shared: { react: { version: '19.3.1', requiredVersion: '^19.3.1' }, '@marketplace/shared-ui': { version: '0.1.0' } },
      forced: [],
      publishedAt: now.toISOString(),
    });
    // The entry, the routes module's chunk and the first page's (build-info.json's firstView).
    expect(record.firstVisit.files.map((file) => file.file)).toEqual(['remoteEntry.js', '__federation_expose_routes.0123456789.js', '9651.683bd4b2dd.js']);
    expect(record.firstVisit.gzipBytes).toBe(record.firstVisit.files.reduce((sum, file) => sum + file.gzipBytes, 0));
    expect(channelFile()).toMatchObject({ remote: 'booking', environment: 'production', live: 'v2', previous: ['v1'], canary: null });
    expect(second.lines[0]).toBe(`Published booking v2 to ${path.join(dir, 'booking/v2')} (build booking@0.1.0+def5678, contract 1.0.0).`);
    expect(second.lines[2]).toBe('production: booking v2 is live; previous: v1.');
  });

  it('refuses a build whose contract the shell does not accept, and publishes nothing', () => {
    expect(() => release({}, makeTestBuild({ contract: '2.0.0' }))).toThrow(
      'Refused: the live shell cannot run this build of booking.\n  - contract: booking (this build) implements 2.0.0; the shell accepts ^1.0.0',
    );
    expect(store.versions('booking')).toEqual([]);
  });

  it('refuses a build of another major React, or one that needs a newer React than the shell provides', () => {
    expect(() => release({}, makeTestBuild({ react: { version: '20.0.0', requiredVersion: '^20.0.0' } }))).toThrow(
      'react: booking (this build) is built with 20.0.0; the shell accepts ^19.0.0',
    );
    expect(() => release({}, makeTestBuild({ react: { version: '19.4.0', requiredVersion: '^19.4.0' } }))).toThrow(
      'react: booking (this build) needs ^19.4.0; the shell provides 19.3.1',
    );
  });

  it("refuses a build whose federation plugin is newer than the shell's runtime core it would run on", () => {
    expect(() => release({}, makeTestBuild({ federation: '2.10.0' }))).toThrow(
      '@module-federation/runtime-core: booking (this build) needs ~2.10.0; the shell provides 2.9.2',
    );
    expect(release({}, makeTestBuild({ federation: '2.9.5' })).version).toBe('v1');
  });

  it('refuses a build over its first-visit budget, naming what grew against the live version, unless forced', () => {
    release();
    expect(() => release({ budgetBytes: 4 * 1024 }, makeTestBuild({ routesBytes: 9000 }))).toThrow(
      /^Refused: booking's first visit is [\d.]+ KB gzip, over its 4\.0 KB budget by [\d.]+ KB\. Biggest additions against the live v1: \+[\d.]+ KB __federation_expose_routes\.0123456789\.js\. Publish anyway with --force\.$/,
    );
    expect(store.versions('booking')).toEqual(['v1']);
    const forced = release({ budgetBytes: 4 * 1024, force: true }, makeTestBuild({ routesBytes: 9000 }));
    expect(store.record('booking', forced.version).forced).toEqual([expect.stringMatching(/over its 4\.0 KB budget/)]);
  });

  it('refuses a folder that is not a build of that remote', () => {
    expect(() => release({}, makeTestBuild({ remote: 'market' }))).toThrow(/is a build of "market", not of booking/);
    const empty = mkdtempSync(path.join(tmpdir(), 'empty-'));
    expect(() => release({}, empty)).toThrow(/mf-manifest\.json is missing/);
  });

  it('only checks a build with --check, publishing nothing', () => {
    const checked = release({ checkOnly: true });
    expect(checked.lines).toEqual([expect.stringMatching(/^booking \(build booking@0\.1\.0\+abc1234, contract 1\.0\.0\) passes: compatible with the shell, first visit [\d.]+ KB gzip \(budget 40\.0 KB\)\. Nothing was published\.$/)]);
    expect(store.versions('booking')).toEqual([]);
  });

  it('can start a release as a canary instead of making it live', () => {
    release();
    release({ canaryPercent: 10 });
    expect(channelFile()).toMatchObject({ live: 'v1', canary: { version: 'v2', percent: 10 } });
  });
});

describe('pnpm rollback, canary and promote', () => {
  it('rolls back to the previous version and forgets the one rolled back', () => {
    release();
    release();
    release();
    expect(rollBackRemote(store, 'booking', 'production', now)).toEqual(['Rolled booking back from v3 to v2.', 'production: booking v2 is live; previous: v1.']);
    expect(rollBackRemote(store, 'booking', 'production', now)[0]).toBe('Rolled booking back from v2 to v1.');
    expect(() => rollBackRemote(store, 'booking', 'production', now)).toThrow('booking has no earlier version to roll back to in production.');
  });

  it('runs a canary of a published version, promotes it, and a rollback ends a running canary', () => {
    release();
    release({ canaryPercent: 50 });
    expect(canaryRemote(store, 'booking', 'v2', 25, 'production', now)).toEqual([
      'booking v2 is a canary for 25 % of visitors (each keeps the version they got).',
      'production: booking v1 is live; canary: v2 for 25 % of visitors.',
    ]);
    expect(rollBackRemote(store, 'booking', 'production', now)[0]).toBe('Ended the canary of booking v2; v1 stays live.');
    expect(channelFile()).toMatchObject({ live: 'v1', canary: null });
    canaryRemote(store, 'booking', 'v2', 50, 'production', now);
    expect(promoteRemote(store, 'booking', 'production', now)).toEqual(['Promoted booking v2 to live for everyone.', 'production: booking v2 is live; previous: v1.']);
    expect(() => promoteRemote(store, 'booking', 'production', now)).toThrow('booking has no canary in production to promote.');
  });

  it('refuses a canary of a version never published, of the live one, or of a share outside 1–99', () => {
    release();
    expect(() => canaryRemote(store, 'booking', 'v7', 10, 'production', now)).toThrow('booking has no version v7');
    expect(() => canaryRemote(store, 'booking', 'v1', 10, 'production', now)).toThrow('booking v1 is already live in production.');
    release({ canaryPercent: 5 });
    expect(() => canaryRemote(store, 'booking', 'v2', 100, 'production', now)).toThrow(/whole percentage from 1 to 99/);
  });

  it('promotes a version from one environment to another without building it again', () => {
    release({ environment: 'staging' });
    expect(promoteRemote(store, 'booking', 'production', now, 'staging')).toEqual([
      'Promoted booking v1 from staging to production (the same files, not rebuilt).',
      'production: booking v1 is live.',
    ]);
    expect(store.versions('booking')).toEqual(['v1']);
    expect(() => promoteRemote(store, 'market', 'production', now, 'staging')).toThrow('market has nothing live in staging to promote.');
  });

  it('waits for another command holding the channel, and says so when it never lets go', () => {
    release();
    writeFileSync(`${store.channelFile('booking', 'production')}.lock`, '');
    const impatient = openReleaseStore(dir, { lockWaitMs: 100 });
    expect(() => rollBackRemote(impatient, 'booking', 'production', now)).toThrow(/Another release command holds .*production\.json\.lock/);
  });

  it('refuses a channel file that someone broke by hand', () => {
    release();
    writeFileSync(store.channelFile('booking', 'production'), '{"live": 3}');
    expect(() => release()).toThrow(/The production channel of booking \(.*\) is not valid\./);
  });
});
