/** Set at build time by the shared webpack config (packages/build-config). */
declare const __MFE_NAME__: string;
declare const __MFE_RELEASE__: string;

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
