import './app/zod-without-eval';
import '@marketplace/mfe-contract/adopt-page-nonce';

// No asynchronous boundary: the shell is not a federation container (packages/build-config,
// federation-runtime.mjs), so its code starts with the page's first script.
import './bootstrap';
