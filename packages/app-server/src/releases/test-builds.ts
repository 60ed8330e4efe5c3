import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ShellAccepts } from './compatibility';

/** A shell that provides React 19.3.1 and a shared-ui 0.1.0, and accepts contract 1.x. */
export const testShell: ShellAccepts = {
  acceptsContract: '^1.0.0',
  provides: { react: '19.3.1', '@marketplace/shared-ui': '0.1.0', '@module-federation/runtime-core': '2.9.2' },
};

export interface TestBuildOptions {
  remote?: string;
  contract?: string;
  react?: { version: string; requiredVersion: string };
  /** Bytes of incompressible code in the routes chunk (to go over a budget). */
  routesBytes?: number;
  commit?: string;
  /** The Module Federation plugin it is built with. */
  federation?: string;
}

/** Random-looking text that gzip cannot shrink much, so sizes are predictable. */
function noise(bytes: number): string {
  let text = '';
  let seed = 7;
  while (text.length < bytes) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    text += seed.toString(36);
  }
  return text.slice(0, bytes);
}

/** A folder laid out like a remote's build output (mf-manifest.json, build-info.json, chunks). */
export function makeTestBuild(options: TestBuildOptions = {}): string {
  const { remote = 'booking', contract = '1.0.0', react = { version: '19.3.1', requiredVersion: '^19.3.1' }, routesBytes = 2000, commit = 'abc1234', federation = '2.9.2' } = options;
  const dir = mkdtempSync(path.join(tmpdir(), `${remote}-build-`));
  const routes = '__federation_expose_routes.0123456789.js';
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${remote} = "${noise(1000)}";`);
  writeFileSync(path.join(dir, routes), `export const routes = "${noise(routesBytes)}";`);
  writeFileSync(path.join(dir, '9651.683bd4b2dd.js'), 'export const page = 1;');
  mkdirSync(path.join(dir, 'pages'));
  writeFileSync(path.join(dir, 'pages', 'nested.txt'), 'kept');
  const manifest = {
    name: remote,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, globalName: remote, publicPath: 'auto', pluginVersion: federation },
    shared: [
      { name: 'react', singleton: true, ...react },
      { name: '@marketplace/shared-ui', singleton: true, version: '0.1.0', requiredVersion: '^0.1.0' },
      { name: '@marketplace/shared-ui/button', version: '0.1.0', requiredVersion: '^0.1.0' },
    ],
    exposes: [{ name: 'routes', assets: { js: { sync: [routes], async: ['9651.683bd4b2dd.js'] } } }],
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify({ name: remote, release: `${remote}@0.1.0+${commit}`, contract, firstView: ['9651.683bd4b2dd.js'] }));
  return dir;
}
