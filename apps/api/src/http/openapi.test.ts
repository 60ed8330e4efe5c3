import { apiEndpoints, type Endpoint } from '@marketplace/contracts';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = { operationId: string; security?: Array<Record<string, string[]>>; responses: Record<string, unknown> };

describe('the OpenAPI document', () => {
  it('describes every endpoint of the contract, with who may call it and its error body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(document.openapi).toBe('3.0.3');
    for (const [group, endpoints] of Object.entries(apiEndpoints)) {
      for (const [name, endpoint] of Object.entries(endpoints) as Array<[string, Endpoint]>) {
        const operation = document.paths[endpoint.path.replace(/:(\w+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
        expect(operation?.operationId).toBe(`${group}.${name}`);
        expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining([String(endpoint.status ?? 200), '4XX', '5XX']));
        const requirements = Object.keys(operation!.security?.[0] ?? {});
        expect(requirements.includes('sessionCookie')).toBe(endpoint.access === 'authenticated');
        expect(requirements.includes('csrfHeader')).toBe(endpoint.method !== 'GET');
      }
    }
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs') || path === '/api/openapi.json')).toEqual([]);
  });
});

describe('the browsable docs at /api/docs', () => {
  it('are served from local files only: nothing is fetched from the internet', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toMatch(/validatorUrl: null/);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
