#!/usr/bin/env node
// `pnpm release | rollback | canary | promote` (root scripts): runs releases.ts through tsx, in
// the caller's directory, so `--dir` and `RELEASES_DIR` mean what they say where they are typed.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(here, 'releases.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: process.env.INIT_CWD || process.cwd(),
});
child.on('exit', (code, signal) => (signal ? process.kill(process.pid, signal) : process.exit(code ?? 1)));
