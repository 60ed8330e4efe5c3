import './app/zod-without-eval';

import('./bootstrap');
