import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@marketplace/build-config';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'shell',
  port: 3000,
  title: 'Handyhub',
});
