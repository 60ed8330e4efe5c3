import './app/zod-without-eval';
import '@marketplace/mfe-contract/adopt-page-nonce';

import('./bootstrap');
