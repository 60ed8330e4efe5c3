/** An English catalogue made into a pseudo-locale at build time (packages/build-config's messages loader). */
declare module '*.json?pseudo=en-XA' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?pseudo=en-XB' {
  const messages: Record<string, string>;
  export default messages;
}
