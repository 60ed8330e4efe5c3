#!/usr/bin/env node
// Serves one remote's build on its own origin: `serve-app <name> <default port>`; PORT overrides.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = require.resolve('tsx/cli');
const child = spawn(process.execPath, [tsx, path.join(here, 'serve-remote.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
child.on('exit', (code, signal) => (signal ? process.kill(process.pid, signal) : process.exit(code ?? 1)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
