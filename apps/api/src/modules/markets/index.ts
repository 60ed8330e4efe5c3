/* The public entry of markets: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { toMarketSettings, toMarketSummary, toSettingsColumns } from './market-shapes';
export { findMarketRow, listActiveServices, lockMarketRow, marketExists } from './markets.repository';
export { saveMarketSettingsIn } from './markets.service';
export { marketRoutes } from './markets.routes';
