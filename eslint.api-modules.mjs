// @ts-check
/**
 * The walls between the API's modules (apps/api/src/modules/<name>), for eslint.config.mjs: a
 * module imports another only through its public entry (its index.ts), and only a module it
 * declares below. The declared map must stay acyclic (checked when the config loads), so an
 * import that would close a module cycle is refused with the path it would close. Tests and the
 * rest of the API (the composition root: app.ts, deps.ts, worker.ts, http, seed, …) imports a module
 * only through its index.ts too. Tests, test-support and the benchmarks may reach inside.
 * Proved by test/lint/lint-rules.test.ts.
 */

/** Which module may import which (read as "jobs imports access, booking, …"). */
export const apiModuleDependencies = {
  access: [],
  account: ['access', 'auth', 'booking', 'invoices', 'jobs', 'notifications', 'payouts', 'provider-profile', 'providers', 'rate-limits', 'security-events'],
  'admin-catalogue': ['access', 'markets', 'notifications', 'providers', 'security-events', 'waitlist'],
  'admin-users': ['access', 'auth', 'security-events'],
  auth: ['access', 'notifications', 'rate-limits', 'security-events'],
  booking: ['markets', 'providers'],
  content: [],
  favourites: ['providers'],
  health: [],
  invoices: ['access', 'booking', 'jobs', 'ledger', 'markets'],
  'job-desk': ['access', 'booking', 'jobs', 'provider-jobs', 'providers'],
  'job-photos': ['access', 'jobs', 'pictures', 'provider-profile'],
  // The lifecycle tells payments and notifications what happened through facts the composition root wires (jobs/job-wiring.ts).
  jobs: ['access', 'booking', 'content', 'markets', 'providers', 'queue'],
  ledger: ['booking'],
  'market-insights': ['access', 'booking', 'markets'],
  'market-jobs': ['access', 'markets'],
  markets: ['access'],
  notifications: ['access', 'booking', 'invoices', 'jobs', 'market-jobs', 'markets', 'queue'],
  payments: ['invoices', 'jobs', 'ledger', 'notifications', 'queue'],
  payouts: ['access', 'booking', 'invoices', 'ledger', 'market-jobs', 'notifications', 'providers', 'queue'],
  pictures: [],
  conversations: ['access', 'jobs', 'markets', 'notifications', 'pictures', 'provider-profile', 'queue'],
  plans: ['access', 'booking', 'jobs', 'markets', 'notifications', 'providers', 'queue'],
  problems: ['access', 'invoices', 'jobs', 'notifications', 'payouts', 'pictures', 'provider-profile', 'refunds'],
  'provider-applications': ['access', 'content', 'notifications', 'pictures', 'provider-profile', 'providers'],
  'provider-jobs': ['access', 'booking', 'job-photos', 'jobs', 'providers'],
  'provider-profile': ['access', 'content', 'pictures', 'providers'],
  'provider-review': ['access', 'markets', 'notifications', 'pictures', 'providers'],
  providers: ['access', 'content', 'markets', 'pictures'],
  queue: [],
  'rate-limits': ['security-events'],
  reconciliation: ['payments'],
  refunds: ['access', 'invoices', 'job-desk', 'jobs', 'ledger', 'notifications', 'payments', 'tips'],
  roster: ['access', 'job-desk', 'jobs', 'market-jobs', 'notifications', 'provider-review', 'providers'],
  'security-events': ['access', 'queue'],
  tips: ['invoices', 'jobs', 'ledger', 'notifications', 'payments'],
  waitlist: ['notifications'],
};

/** @typedef {Record<string, readonly string[]>} ModuleGraph */

/**
 * A path of imports from `from` to `to` (both included), or null.
 * @param {ModuleGraph} graph
 * @param {string} from
 * @param {string} to
 * @returns {string[] | null}
 */
export function importPath(graph, from, to) {
  /** @type {Map<string, string[]>} */
  const reached = new Map([[from, [from]]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = /** @type {string} */ (queue.shift());
    for (const next of graph[at] ?? []) {
      if (reached.has(next)) continue;
      const path = [...(reached.get(at) ?? []), next];
      if (next === to) return path;
      reached.set(next, path);
      queue.push(next);
    }
  }
  return null;
}

/**
 * A cycle of the map (`['a', 'b', 'a']`), or null when it has none.
 * @param {ModuleGraph} graph
 */
export function moduleCycle(graph) {
  for (const [module, imports] of Object.entries(graph)) {
    for (const imported of imports) {
      const back = importPath(graph, imported, module);
      if (back || imported === module) return [module, ...(back ?? [module])];
    }
  }
  return null;
}

/**
 * `import-x/no-restricted-paths` zones for the modules found on disk (a new module declares
 * nothing yet, so it may import no other module until it is added to the map).
 * @param {string[]} modules
 * @param {ModuleGraph} [graph]
 */
export function apiModuleZones(modules, graph = apiModuleDependencies) {
  const cycle = moduleCycle(graph);
  if (cycle) throw new Error(`eslint.api-modules.mjs declares a module cycle: ${cycle.join(' → ')}`);
  const at = (/** @type {string} */ module) => `./apps/api/src/modules/${module}`;
  return modules.flatMap((module) => {
    const declared = (graph[module] ?? []).filter((other) => modules.includes(other));
    const others = modules.filter((other) => other !== module && !declared.includes(other));
    const closing = others.map((other) => ({ other, back: importPath(graph, other, module) })).filter(({ back }) => back);
    const undeclared = others.filter((other) => !closing.some((entry) => entry.other === other));
    return [
      {
        target: at(module),
        from: declared.map(at),
        except: ['./index.ts'],
        message: 'Another API module is imported only through its public entry (its index.ts): export what is needed there.',
      },
      ...closing.map(({ other, back }) => ({
        target: at(module),
        from: at(other),
        message: `${module} may not import ${other}: ${back?.join(' → ')} already, so this would close a module cycle (eslint.api-modules.mjs).`,
      })),
      {
        target: at(module),
        from: undeclared.map(at),
        message: `${module} does not declare this module among its dependencies (eslint.api-modules.mjs, which stays acyclic).`,
      },
    ].filter((zone) => zone.from.length > 0);
  });
}

/**
 * Zones for the API's code outside its modules (the composition root, http, seed, …): each
 * module only through its public entry.
 * @param {string[]} modules
 */
export function compositionRootZones(modules) {
  return modules.map((module) => ({
    target: './apps/api/src',
    from: `./apps/api/src/modules/${module}`,
    except: ['./index.ts'],
    message: 'Outside the modules, a module is imported only through its public entry (its index.ts): export what is needed there.',
  }));
}
