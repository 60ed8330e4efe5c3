// Stands in for '@electric-sql/pglite' inside jest: the copy api-test-environment.cjs loaded natively.
module.exports = globalThis.__handyhubNativeModules['@electric-sql/pglite'];
