/**
 * The page's Content-Security-Policy allows no eval. zod probes `new Function` when it builds
 * its first object schema, and the browser reports each refused probe as a policy violation;
 * `jitless` skips the probe. zod keeps its settings in one object on globalThis, shared by the
 * shell's and every remote's copy of zod, so setting it here, before anything else runs, covers
 * them all without putting zod into the first download.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
