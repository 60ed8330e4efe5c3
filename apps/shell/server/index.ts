import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listen } from '@marketplace/app-server';
import { describeTrustProxy } from '@marketplace/app-server/deployment';
import { createMarketLanguages } from './market-languages';
import { createRemoteReleases } from './remote-releases';
import { readServerConfig } from './server-config';
import { createShellServer } from './shell-server';

/** How often the shell reads the remotes' release channels (docs/deploy.md: a release reaches new pages within this). */
const CHANNEL_REFRESH_MS = 10_000;
/** How often the shell reads the markets' languages (a market's language rarely changes). */
const MARKET_LANGUAGES_REFRESH_MS = 60_000;

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const config = readServerConfig(process.env, distDir);
const releases = createRemoteReleases({ manifestUrls: config.remoteManifestUrls, environment: config.releaseEnvironment, accepts: config.accepts });
// The first pages already load the released versions; a remote that is down delays this by at most the read's timeout.
await releases.refresh();
setInterval(() => void releases.refresh(), Number(process.env.RELEASE_CHANNEL_REFRESH_MS) || CHANNEL_REFRESH_MS).unref();
// Each market's language, for its pages' visitors whose browser asks for none the site has.
const marketLanguages = createMarketLanguages({ apiUrl: config.apiUrl });
void marketLanguages.refresh();
setInterval(() => void marketLanguages.refresh(), MARKET_LANGUAGES_REFRESH_MS).unref();
const app = await createShellServer(config, releases, marketLanguages);

await listen(app, config.port, 'shell');
console.log(
  `remotes: ${Object.entries(config.remoteManifestUrls)
    .map(([name, url]) => `${name}=${url}`)
    .join(' ')}; release channel ${config.releaseEnvironment}; error reporting ${config.runtime.sentry.dsn ? 'on' : 'off'}; api ${config.apiUrl}; ` +
    `public URL ${config.publicUrl}, ${describeTrustProxy(config.trustProxy)}`,
);
