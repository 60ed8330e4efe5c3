/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import provideRuntimeCore from './runtime/provide-runtime-core.mjs';

const CORE = '@module-federation/runtime-core';

/** The ES-module file a package request resolves to from `from` (these packages ship .cjs beside .js). */
function esmFile(request: string, from: string): string {
  return createRequire(from).resolve(request).replace(/\.cjs$/, '.js');
}

/**
 * Every name a remote's bundler runtime imports from the runtime core: webpack-bundler-runtime's
 * modules and the @module-federation/runtime modules they reach, as the remote's build bundles them.
 */
function namesRemotesImport(): Set<string> {
  const enhanced = createRequire(__filename).resolve('@module-federation/enhanced');
  const start = esmFile('@module-federation/webpack-bundler-runtime', esmFile('@module-federation/runtime-tools', enhanced));
  const names = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, clause, request] of source.matchAll(/^(?:import|export)\s+([^'"]*?)\s*from\s*["']([^"']+)["']/gm)) {
      if (request === CORE) {
        const named = clause?.match(/^\{([^}]*)\}$/);
        if (!named) throw new Error(`${file} takes the whole runtime core (${clause}): provide all of it`);
        for (const name of named[1]!.split(',')) names.add(name.trim().split(/\s+as\s+/)[0]!);
      } else if (request?.startsWith('.')) {
        visit(path.resolve(path.dirname(file), request));
      } else if (request?.startsWith('@module-federation/runtime')) {
        visit(esmFile(request, file));
      }
    }
  };
  visit(start);
  return names;
}

describe("the shell's runtime core for the remotes", () => {
  it('provides every name a remote imports from it', () => {
    const global = globalThis as { _FEDERATION_RUNTIME_CORE?: Record<string, unknown> };
    delete global._FEDERATION_RUNTIME_CORE;
    const args = { options: { name: 'shell' } } as never;
    expect(provideRuntimeCore().beforeInit?.(args)).toBe(args);
    const provided: Record<string, unknown> = global._FEDERATION_RUNTIME_CORE ?? {};
    const needed = [...namesRemotesImport()];
    expect(needed.length).toBeGreaterThan(5);
    expect(needed.filter((name) => provided[name] === undefined)).toEqual([]);
    delete global._FEDERATION_RUNTIME_CORE;
  });
});
