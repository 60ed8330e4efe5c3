// Stands in for '@electric-sql/pglite/contrib/btree_gist' inside jest: the copy api-test-environment.cjs loaded natively.
module.exports = globalThis.__handyhubNativeModules['@electric-sql/pglite/contrib/btree_gist'];
