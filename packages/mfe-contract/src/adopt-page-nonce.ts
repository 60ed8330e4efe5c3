import { adoptPageNonce } from './page-nonce';

// Imported first by every app's entry, so that even styles injected while the entry's other
// imports are evaluated (style-loader in development) carry the nonce.
adoptPageNonce();
