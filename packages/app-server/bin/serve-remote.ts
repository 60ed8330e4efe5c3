import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticApp, listen } from '../src/index';
import { defaultReleasesDir } from '../src/releases/location';

const [name = 'remote', defaultPort = '0'] = process.argv.slice(2);
const port = Number(process.env.PORT ?? defaultPort);
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// Its own build at /, and its released versions and channels at /releases/<name>/.
const releases = { dir: defaultReleasesDir(process.env, repositoryRoot), remote: name };
const app = await createStaticApp({ root: path.resolve('dist'), spaFallback: true, allowAnyOrigin: true, releases });
await listen(app, port, name);
console.log(`${name} releases from ${path.join(releases.dir, name)}`);
