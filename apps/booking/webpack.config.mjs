import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@marketplace/build-config';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'booking',
  port: 3001,
  exposes: { './routes': './src/routes.tsx' },
});
