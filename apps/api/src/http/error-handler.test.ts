import { PassThrough } from 'node:stream';
import { z } from '@marketplace/contracts/zod';
import { createTestApp, csrf, type TestApp } from '../test-support/test-app';

let t: TestApp;
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
  });
  t = await createTestApp({ logLevel: 'error' }, { logStream });
  // Two faults no real endpoint should have, to see how the error handler treats them.
  t.app.get('/api/test/crash', async () => {
    throw new Error('connection string postgres://secret@db');
  });
  t.app.get('/api/test/wrong-answer', { schema: { response: { 200: z.object({ id: z.uuid() }) } } }, async () => ({ id: 'not-a-uuid' }));
});
afterAll(() => t.close());

const login = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { ...csrf, 'content-type': 'application/json', ...headers }, payload });

describe('malformed requests are a 400 with field errors, never a 500', () => {
  it.each([
    ['malformed JSON', '{"email": "a@b.co",', { body: ['The request body is not valid JSON.'] }],
    ['an empty JSON body', '', { body: ['The request body is empty: send a JSON object.'] }],
    ['JSON that is not an object', '[1, 2]', { body: ['Must be an object'] }],
    ['JSON null', 'null', { body: ['Must be an object'] }],
    ['missing fields', '{}', { email: ['This field is required'], password: ['This field is required'] }],
    ['wrong types', '{"email": 42, "password": true}', { email: ['Must be a string'], password: ['Must be a string'] }],
  ])('%s', async (_, payload, fieldErrors) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: expect.any(String), fieldErrors } });
  });

  it('a body that is not JSON', async () => {
    const response = await login('email=a@b.co', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/as JSON/);
    const text = await login('hello', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(400);
  });

  it('an oversized body', async () => {
    const response = await login(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(300_000) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The request body is too large.' });
  });

  it('a bad path parameter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/providers/not-a-uuid' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ providerId: ['Not a valid id'] });
  });

});

describe('unknown routes and faults', () => {
  it.each([
    ['not valid percent-encoding', '/api/markets/%E0%A4%A'],
    ['a path segment over the router’s limit', `/api/jobs/${'a'.repeat(500)}`],
  ])('answers a URL with %s as naming nothing: 404 NOT_FOUND, in the API’s own shape', async (_, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.stringMatching(/^There is no GET \/api\//) } });
    expect(response.json().error.message.length).toBeLessThan(250);
  });

  it('answers 404 NOT_FOUND for an unknown API path, whatever the method', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-thing', headers: csrf });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('hides the details of a crash behind a generic 500, and logs them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } });
    expect(response.body).not.toContain('secret');
    expect(logLines.some((line) => line.level === 50 && JSON.stringify(line).includes('postgres://secret@db'))).toBe(true);
  });

  it('turns an answer that breaks its own schema into a logged 500, and keeps serving', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/wrong-answer' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL');
    expect(logLines.some((line) => line.level === 50 && JSON.stringify(line).includes('FST_ERR_RESPONSE_SERIALIZATION'))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
