import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listen } from '@marketplace/app-server';
import { describeTrustProxy } from '@marketplace/app-server/deployment';
import { readServerConfig } from './server-config';
import { createShellServer } from './shell-server';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const config = readServerConfig(process.env, distDir);
const app = await createShellServer(config);

await listen(app, config.port, 'shell');
console.log(
  `remotes: ${Object.entries(config.runtime.remotes)
    .map(([name, url]) => `${name}=${url}`)
    .join(' ')}; error reporting ${config.runtime.sentry.dsn ? 'on' : 'off'}; api ${config.apiUrl}; ` +
    `public URL ${config.publicUrl}, ${describeTrustProxy(config.trustProxy)}`,
);
