// Jest's node environment, plus PGlite loaded by Node itself instead of jest's module sandbox:
// PGlite loads its WebAssembly and files with dynamic import(), which sandboxed code cannot do
// without --experimental-vm-modules. Loaded here, outside the sandbox, it works (and is loaded
// once per worker instead of once per test file). The sandbox gets it through
// `moduleNameMapper` (jest.config.mjs) → ./native/*.cjs.
const { TestEnvironment } = require('jest-environment-node');

const nativeModules = ['@electric-sql/pglite', '@electric-sql/pglite/contrib/btree_gist'];

class ApiTestEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.__handyhubNativeModules = Object.fromEntries(nativeModules.map((name) => [name, require(name)]));
    // PGlite recognises parameters with `instanceof Date`, which fails for dates made inside the
    // sandbox (another realm). One Date for both sides (the API tests use no fake timers).
    this.global.Date = Date;
  }
}

module.exports = ApiTestEnvironment;
