import { CONFIG_GLOBAL, type RuntimeConfig } from '../src/app/runtime-config';

/** JSON that is safe inside a <script> element (no `</script>`, no HTML comment openers). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What one response's page carries: its CSP nonce, its extra `<head>` markup, its configuration. */
export interface PageRendering {
  nonce: string;
  /** The remote's preload hints (remote-hints.ts). */
  head?: string;
  config: RuntimeConfig;
}

/**
 * The built index.html with the run-time configuration placed before the app's scripts, as a
 * function of the response: its CSP nonce (the inline script carries it, and the page hands it
 * on to the styles libraries inject, see @marketplace/mfe-contract/page-nonce), its extra
 * `<head>` markup and its configuration (the remotes' versions change with their channels).
 */
export function renderIndex(template: string): (page: PageRendering) => string {
  const at = template.indexOf('</head>');
  if (at < 0) throw new Error('index.html has no </head> to put the configuration before.');
  const [before, after] = [template.slice(0, at), template.slice(at)];
  return ({ nonce, head = '', config }) =>
    `${before}${head}<script nonce="${nonce}">window.${CONFIG_GLOBAL}=${scriptSafeJson(config)};</script>${after}`;
}
