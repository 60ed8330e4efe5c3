import path from 'node:path';
import { createStaticApp, listen } from '../src/index';

const [name = 'remote', defaultPort = '0'] = process.argv.slice(2);
const port = Number(process.env.PORT ?? defaultPort);
const app = await createStaticApp({ root: path.resolve('dist'), spaFallback: true, allowAnyOrigin: true });
await listen(app, port, name);
