import type { RouteKey } from '@marketplace/contracts';
import type { CallOptions, ResponseOf } from '@marketplace/contracts/client';
import { api } from '@marketplace/session';

type Options = Parameters<typeof api>[1];
export type Handlers = { [K in RouteKey]?: (options: CallOptions<K>) => ResponseOf<K> | Promise<ResponseOf<K>> };

/**
 * Answers the page's API calls from `handlers` (the test file mocks `api` with jest.mock);
 * a call without a handler fails the test loudly.
 */
export function mockApi(handlers: Handlers) {
  const mocked = jest.mocked(api);
  mocked.mockImplementation((async (key: RouteKey, options: Options) => {
    const handler = handlers[key] as ((options: NonNullable<Options>) => unknown) | undefined;
    if (!handler) throw new Error(`Unexpected API call: ${key}`);
    return handler(options ?? {});
  }) as typeof api);
  return mocked;
}

/** The calls made to one endpoint, with their options. */
export function callsTo(key: RouteKey) {
  return jest
    .mocked(api)
    .mock.calls.filter(([called]) => called === key)
    .map(([, options]) => options);
}
