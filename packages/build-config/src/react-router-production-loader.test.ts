/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import reactRouterProduction from './react-router-production-loader.mjs';

const load = (source: string) => reactRouterProduction.call({ resourcePath: 'react-router/dist/development/chunk.mjs' }, source);

describe('the React Router production loader', () => {
  it('turns the development warnings off and leaves other files alone', () => {
    expect(load('var a = 1;\nvar ENABLE_DEV_WARNINGS = true;\nif (ENABLE_DEV_WARNINGS) warn();')).toBe('var a = 1;\nvar ENABLE_DEV_WARNINGS = false;\nif (ENABLE_DEV_WARNINGS) warn();');
    expect(load('export { useRoutes } from "./chunk.mjs";')).toBe('export { useRoutes } from "./chunk.mjs";');
  });

  it('fails the build when React Router sets the flag another way', () => {
    expect(() => load('const ENABLE_DEV_WARNINGS = !0;')).toThrow(/react-router\/dist\/development\/chunk\.mjs: React Router no longer sets its development warnings/);
  });

  it('makes the installed development build (the one `exports` declares) the production build', () => {
    const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist');
    // The two builds name their shared chunks by content hash.
    const files = (build: string, transform = (text: string) => text) =>
      readdirSync(path.join(dist, build))
        .filter((file) => file.endsWith('.mjs'))
        .map((file) => transform(readFileSync(path.join(dist, build, file), 'utf8')).replace(/chunk-\w+/g, 'chunk'))
        .sort();
    expect(files('development', load)).toEqual(files('production'));
  });
});
