/* The public entry of plans: what the composition root and other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { generateAllPlanVisits, generatePlanVisits, startPlanWorkers } from './generate-visits';
export { plansOnJobFacts } from './make-plan';
export { insertPlanOf } from './plan-snapshot';
export { planRoutes } from './plans.routes';
