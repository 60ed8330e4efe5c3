import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throwaway monorepo of a few files for the shared-entries tests: a fresh directory before
 * each test (`setUp` may add to it), removed after. `root()` is the current one.
 */
export function testMonorepo(prefix: string, setUp: (root: string) => void = () => undefined) {
  let root = '';
  const files = (sources: Record<string, string>) => {
    for (const [file, text] of Object.entries(sources)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), prefix));
    setUp(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  return { root: () => root, files };
}
