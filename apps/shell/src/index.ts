import './app/zod-without-eval';
import { adoptPageNonce } from '@marketplace/mfe-contract/page-nonce';

adoptPageNonce();
import('./bootstrap');
