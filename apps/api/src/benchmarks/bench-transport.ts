import http from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface BenchRequest {
  method: 'GET' | 'POST';
  url: string;
  /** The simulated client's address (each client its own, so per-address limits see many clients). */
  remoteAddress: string;
  headers: Record<string, string>;
  payload?: unknown;
}

export interface BenchResponse {
  statusCode: number;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any -- each caller reads its own answer's fields
}

export type BenchTransport = (request: BenchRequest) => Promise<BenchResponse>;

/** In-process: `app.inject` (routing, hooks, validation, handler, serialization; no socket). */
export function injectTransport(app: FastifyInstance): BenchTransport {
  return async ({ method, url, remoteAddress, headers, payload }) => {
    const response = await app.inject({ method, url, remoteAddress, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { statusCode: response.statusCode, json: () => response.json() };
  };
}

/**
 * Over real HTTP to a running site (the shell's /api proxy, then the API processes). Every
 * client gets its own kept-alive connection, as browsers do. The client's address travels as
 * X-Forwarded-For: the site is started believing loopback proxies (TRUST_PROXY=loopback), as
 * it would believe the load balancer in front of it.
 */
export function httpTransport(siteUrl: string): BenchTransport & { close(): void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1000 });
  const base = new URL(siteUrl);
  const send: BenchTransport = ({ method, url, remoteAddress, headers, payload }) =>
    new Promise((resolve, reject) => {
      const body = payload === undefined ? undefined : JSON.stringify(payload);
      const allHeaders = { ...headers, 'x-forwarded-for': remoteAddress, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
      const request = http.request({ host: base.hostname, port: base.port, method, path: url, headers: allHeaders, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ statusCode: response.statusCode ?? 0, json: () => JSON.parse(text) });
        });
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(body);
    });
  return Object.assign(send, { close: () => agent.destroy() });
}
