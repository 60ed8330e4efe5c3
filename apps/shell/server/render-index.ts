import { CONFIG_GLOBAL, type RuntimeConfig } from '../src/app/runtime-config';

/** JSON that is safe inside a <script> element (no `</script>`, no HTML comment openers). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The built index.html with the run-time configuration placed before the app's scripts, as a
 * function of the response's CSP nonce (the inline script carries it, and the page hands it on
 * to the styles libraries inject, see @marketplace/mfe-contract/page-nonce) and of the
 * response's extra `<head>` markup (the remote's preload hints, remote-hints.ts).
 */
export function renderIndex(template: string, config: RuntimeConfig): (nonce: string, head?: string) => string {
  const at = template.indexOf('</head>');
  if (at < 0) throw new Error('index.html has no </head> to put the configuration before.');
  const [before, after] = [template.slice(0, at), template.slice(at)];
  const script = `window.${CONFIG_GLOBAL}=${scriptSafeJson(config)};`;
  return (nonce, head = '') => `${before}${head}<script nonce="${nonce}">${script}</script>${after}`;
}
