// @ts-check
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The release an app reports errors under: `<name>@<version>+<commit>`, or the env value
 * `RELEASE` when a deployment pipeline sets one. Baked into that app's own build, so each
 * micro-frontend keeps its release when it is deployed on its own.
 *
 * @param {string} appDir
 * @param {string} name
 */
export function buildRelease(appDir, name) {
  if (process.env.RELEASE) return process.env.RELEASE;
  const { version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return `${name}@${version}+${gitCommit(appDir)}`;
}

/** @param {string} cwd */
function gitCommit(cwd) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'local';
  }
}

/** Writes dist/build-info.json ({ name, release, builtAt }) so servers and deploys can tell what is live. */
export class BuildInfoPlugin {
  /** @param {{ name: string; release: string }} info */
  constructor(info) {
    this.info = info;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const info = { ...this.info, builtAt: new Date().toISOString() };
          compilation.emitAsset('build-info.json', new RawSource(`${JSON.stringify(info, null, 2)}\n`));
        },
      );
    });
  }
}
