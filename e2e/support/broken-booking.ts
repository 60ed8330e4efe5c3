import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/lib/site.mjs';

const fixture = path.join(root, 'e2e/fixtures/broken-booking');
const built = path.join(fixture, 'dist/mf-manifest.json');

/** The newest modification time among `paths`, folders walked (node_modules and dist left out). */
function newest(paths: string[]): number {
  return Math.max(
    ...paths.map((entry) => {
      const stat = statSync(entry);
      if (!stat.isDirectory()) return stat.mtimeMs;
      const children = readdirSync(entry).filter((name) => name !== 'node_modules' && name !== 'dist');
      return Math.max(stat.mtimeMs, newest(children.map((name) => path.join(entry, name))));
    }),
  );
}

/**
 * The deliberately broken booking remote (remote-broken.spec.ts), built with the real remotes'
 * recipe unless its build is newer than its sources, that recipe and the lockfile: a fresh clone
 * builds it once, a run after that reuses it. The global setup runs this beside the seeding.
 */
export async function buildBrokenBooking(): Promise<void> {
  const inputs = [path.join(fixture, 'src'), path.join(fixture, 'webpack.config.mjs'), path.join(fixture, 'package.json'), path.join(root, 'packages/build-config/src'), path.join(root, 'packages/error-reporting/src/build'), path.join(root, 'pnpm-lock.yaml')];
  if (existsSync(built) && statSync(built).mtimeMs > newest(inputs)) return;
  await new Promise<void>((resolve, reject) => {
    const webpack = spawn('pnpm', ['run', 'build:fixtures'], { cwd: path.join(root, 'e2e'), stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    webpack.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    webpack.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    webpack.on('error', reject);
    webpack.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Building e2e/fixtures/broken-booking failed:\n${output.join('')}`))));
  });
}
