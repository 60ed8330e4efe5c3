import { CONFIG_GLOBAL, type RuntimeConfig } from '../src/app/runtime-config';

/** JSON that is safe inside a <script> element (no `</script>`, no HTML comment openers). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The inline script that hands the run-time configuration to the page (its CSP hash covers this text). */
export function runtimeConfigScript(config: RuntimeConfig): string {
  return `window.${CONFIG_GLOBAL}=${scriptSafeJson(config)};`;
}

/** The built index.html with the run-time configuration placed before the app's scripts. */
export function renderIndex(template: string, config: RuntimeConfig): string {
  if (!template.includes('</head>')) throw new Error('index.html has no </head> to put the configuration before.');
  return template.replace('</head>', () => `<script>${runtimeConfigScript(config)}</script></head>`);
}
