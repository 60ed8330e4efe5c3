/* The public entry of market-insights: what the composition root and other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { marketInsightsRoutes } from './market-insights.routes';
