/** webpack's name for the nonce its runtime (and get-nonce, in libraries) puts on tags it adds. */
declare let __webpack_nonce__: string | undefined;

/**
 * The page's Content-Security-Policy allows inline `<style>` only with the nonce the shell's
 * server gave this page (on its inline script). Libraries that inject styles (Radix dialogs lock
 * scrolling with one) take it from webpack's `__webpack_nonce__`, which is per bundle: every
 * app's entry imports `adopt-page-nonce` first, so whichever copy of a library runs, its styles
 * are allowed.
 */
export function adoptPageNonce(doc: Document = document): void {
  const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) __webpack_nonce__ = nonce;
}
