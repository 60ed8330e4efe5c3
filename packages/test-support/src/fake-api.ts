import { apiErrorBodySchema, endpoints, routes, type Endpoint, type RouteKey } from '@marketplace/contracts';
import { ApiError, type BodyOf, type ParamsOf, type ResponseOf } from '@marketplace/contracts/client';
import { z } from '@marketplace/contracts/zod';

/** An endpoint's path parameters, as text (`{ jobId: '…' }`). */
type PathParams<K extends RouteKey> = [ParamsOf<K>] extends [never] ? Record<string, string> : { [P in keyof ParamsOf<K>]: string };

/** One request as the API would read it: path parameters and query as text, the JSON body. */
export interface FakeRequest<K extends RouteKey = RouteKey> {
  params: PathParams<K>;
  query: Record<string, string>;
  body: BodyOf<K> | undefined;
  /** A multipart upload's files by field name (`{ picture: 'floor.jpg' }`: their names). */
  files?: Record<string, string>;
}

/**
 * How each endpoint answers, by route key. An answer is checked against the endpoint's response
 * schema (and sent as the API would encode it); throwing an `ApiError` answers with that error.
 */
export type FakeHandlers = { [K in RouteKey]?: (request: FakeRequest<K>) => ResponseOf<K> | Promise<ResponseOf<K>> };

/** A recorded call: only the parts the request had (`{ params }`, `{ body }`…). */
export type FakeCall<K extends RouteKey = RouteKey> = Partial<FakeRequest<K>>;

const compiled = (Object.entries(routes) as Array<[RouteKey, { method: string; path: string }]>)
  .map(([key, { method, path }]) => {
    const names = [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string);
    return { key, method, names, pattern: new RegExp(`^${path.replace(/:[A-Za-z]+/g, '([^/]+)')}$`) };
  })
  // A literal segment wins over a parameter (`/sessions/revoke-others` before `/sessions/:id`).
  .sort((a, b) => a.names.length - b.names.length);

let handlers: FakeHandlers = {};
let calls: Array<{ key: RouteKey; call: FakeCall }> = [];
let problems: string[] = [];

// Every test starts with no answers and no calls; one whose fakes broke the contract fails.
beforeEach(() => {
  handlers = {};
  calls = [];
  problems = [];
});
afterEach(() => {
  const found = contractProblems();
  if (found.length > 0) throw new Error(`The fake API was used against the contract:\n- ${found.join('\n- ')}`);
});

/** What broke the contract since the test began (and forgets it: the fake's own test reads it). */
export function contractProblems(): string[] {
  const found = problems;
  problems = [];
  return found;
}

/**
 * Fakes the API for the page under test, at its edge: the page's real client calls `fetch`, and
 * this answers from `handlers`. A call with no handler, a request the contract refuses, or an
 * answer that does not match the endpoint's response schema fails the test.
 */
export function fakeApi(answers: FakeHandlers): void {
  handlers = answers;
  globalThis.fetch = jest.fn(fakeFetch) as unknown as typeof fetch;
}

/** A handler that answers with `error` (`'auth.me': failWith(new ApiError(401, …))`). */
export function failWith(error: ApiError): () => never {
  return () => {
    throw error;
  };
}

/** A handler that gives `answers` one call after another, the last one from then on; an ApiError is thrown. */
export function inTurn<T>(...answers: Array<T | ApiError>): () => T {
  let next = 0;
  return () => {
    const answer = answers[Math.min(next++, answers.length - 1)] as T | ApiError;
    if (answer instanceof ApiError) throw answer;
    return answer;
  };
}

/** The calls made to one endpoint since the test began, oldest first. */
export function callsTo<K extends RouteKey>(key: K): Array<FakeCall<K>> {
  return calls.filter((call) => call.key === key).map(({ call }) => call as FakeCall<K>);
}

interface FakeResponse {
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
}

const answer = (status: number, body: unknown): FakeResponse => ({ ok: status < 400, status, json: async () => JSON.parse(JSON.stringify(body)) });

async function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<FakeResponse> {
  const url = new URL(String(input), 'http://localhost');
  const method = init.method ?? 'GET';
  const route = compiled.find((candidate) => candidate.method === method && candidate.pattern.test(url.pathname));
  if (!route) return refuse(`${method} ${url.pathname} is no endpoint of the contract`);
  const values = route.pattern.exec(url.pathname)?.slice(1) ?? [];
  const request: FakeRequest = {
    params: Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')])),
    query: Object.fromEntries(url.searchParams),
    ...(init.body instanceof FormData
      ? { body: undefined, files: Object.fromEntries([...init.body.entries()].map(([name, value]) => [name, value instanceof File ? value.name : String(value)])) }
      : { body: init.body === undefined || init.body === null ? undefined : JSON.parse(String(init.body)) }),
  };
  calls.push({ key: route.key, call: recorded(request) });
  checkRequest(route.key, request);
  const handler = handlers[route.key] as ((request: FakeRequest) => unknown) | undefined;
  if (!handler) return refuse(`no fake answer for ${route.key} (${method} ${url.pathname})`);
  return settle(route.key, () => handler(request), init.signal);
}

function recorded({ params, query, body, files }: FakeRequest): FakeCall {
  return {
    ...(Object.keys(params).length > 0 ? { params } : {}),
    ...(Object.keys(query).length > 0 ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(files !== undefined ? { files } : {}),
  };
}

function checkRequest(key: RouteKey, { params, query, body }: FakeRequest): void {
  const endpoint: Endpoint = endpoints[key];
  const parts = [
    ['path parameters', endpoint.params, params],
    ['query', endpoint.query, query],
    ['body', endpoint.body, body],
  ] as const;
  for (const [part, schema, value] of parts) {
    const result = schema?.safeParse(value);
    if (result && !result.success) problems.push(`${key}: the request's ${part} do not match the contract: ${result.error.message}`);
  }
}

async function settle(key: RouteKey, handle: () => unknown, signal?: AbortSignal | null): Promise<FakeResponse> {
  let data: unknown;
  try {
    data = await abortable(Promise.resolve().then(handle), signal);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) throw error; // no answer at all
    return errorAnswer(key, error);
  }
  const endpoint: Endpoint = endpoints[key];
  const encoded = z.safeEncode(endpoint.response, data);
  if (!encoded.success) return refuse(`the fake answer for ${key} does not match its response schema: ${encoded.error.message}`);
  return answer(endpoint.status ?? 200, encoded.data);
}

function errorAnswer(key: RouteKey, { status, code, message, fieldErrors, retryAfterSeconds }: ApiError): FakeResponse {
  const body = { error: { code, message, ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}), ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) } };
  const checked = apiErrorBodySchema.safeParse(body);
  if (!checked.success) return refuse(`the fake error for ${key} is no error the API could answer: ${checked.error.message}`);
  return answer(status, checked.data);
}

/** A cancelled query's request ends as the browser's would: rejected with an AbortError. */
function abortable<T>(work: Promise<T>, signal?: AbortSignal | null): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject);
  });
}

/** Records the broken contract (the test fails once it ends) and answers as a server fault would. */
function refuse(problem: string): FakeResponse {
  problems.push(problem);
  return answer(500, { error: { code: 'INTERNAL', message: `Fake API: ${problem}` } });
}
