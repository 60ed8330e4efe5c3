import { z } from './zod';
import { buildPath } from './client';
import type { Endpoint } from './endpoint';
import { apiEndpoints, endpoints } from './endpoints';
import { routes } from './routes';

/** What the server registers, as `group.name`. */
const registered = Object.entries(apiEndpoints).flatMap(([group, list]) =>
  Object.entries(list as Record<string, Endpoint>).map(([name, endpoint]) => [`${group}.${name}`, endpoint] as const),
);
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]).sort();
const schemaKeys = (schema: z.ZodMiniType | undefined) => (schema instanceof z.ZodMiniObject ? Object.keys(schema.shape).sort() : []);

describe('routes and endpoints', () => {
  it('give the client, by key, the method and path of the endpoint the server registers under that group and name', () => {
    // A key whose endpoint is registered elsewhere (or not at all) is a call nobody answers.
    const byKey = new Map<string, Endpoint>(registered);
    for (const [key, route] of Object.entries(routes)) {
      const endpoint = byKey.get(key);
      expect({ key, method: endpoint?.method, path: endpoint?.path }).toEqual({ key, ...route });
    }
  });

  it('name every registered endpoint by its group and name, the way the client and OpenAPI do', () => {
    expect(Object.entries(endpoints)).toEqual(registered);
  });

  it('leave out of the client only answers that are not JSON (used as URLs: a picture)', () => {
    const unreachable = registered.filter(([key, endpoint]) => !(key in routes) && !endpoint.produces);
    expect(unreachable.map(([key]) => key)).toEqual([]);
  });

  it('never give two endpoints the same method and path', () => {
    const signatures = registered.map(([, { method, path }]) => `${method} ${path.replace(/:[A-Za-z]+/g, ':param')}`);
    expect(signatures.filter((signature, index) => signatures.indexOf(signature) !== index)).toEqual([]);
  });

  it('validate exactly the parameters their paths name', () => {
    for (const [key, endpoint] of registered) {
      expect({ key, params: schemaKeys(endpoint.params) }).toEqual({ key, params: pathParams(endpoint.path) });
    }
  });

  it('take no body on GET and DELETE', () => {
    const withBody = registered.filter(([, endpoint]) => (endpoint.method === 'GET' || endpoint.method === 'DELETE') && endpoint.body);
    expect(withBody.map(([key]) => key)).toEqual([]);
  });

  it('all live under /api, so the shell’s proxy and same-origin cookies reach them', () => {
    for (const [key, { path }] of registered) expect({ key, underApi: path.startsWith('/api/') }).toEqual({ key, underApi: true });
  });

  it('build URLs from their parameters, encoded', () => {
    expect(buildPath(routes['jobs.get'].path, { jobId: 'a/b c' })).toBe('/api/jobs/a%2Fb%20c');
    expect(() => buildPath(routes['markets.get'].path, {})).toThrow('Missing path parameter "marketId"');
  });
});
