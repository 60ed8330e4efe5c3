import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@marketplace/build-config';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'booking',
  port: 3001,
  exposes: { './routes': './src/routes.tsx' },
  // The first visit (docs/deploy.md): /book-now/services in the booking layout.
  firstView: ['./layouts/booking-layout', './pages/book-now/services-page'],
});
