import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A throwaway self-signed certificate for localhost, made with openssl for this run only. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'handyhub-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost',
        '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
      { stdio: 'pipe' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What a production TLS proxy does in front of the shell: terminates https and forwards over
 * http, telling the shell the client's address, that it came over https, and the host it asked
 * for. Like nginx by default, it addresses the shell by the shell's own host (the browser's
 * travels in X-Forwarded-Host only); like Caddy, it replaces any X-Forwarded-* the client sent.
 */
export async function startTlsProxy(port: number, target: string): Promise<{ url: string; stop(): Promise<void> }> {
  const upstream = new URL(target);
  const server: Server = createServer(selfSignedCertificate(), (incoming, outgoing) => {
    const headers = Object.fromEntries(Object.entries(incoming.headers).filter(([name]) => !name.startsWith('x-forwarded-')));
    const forwarded = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...headers,
          host: upstream.host,
          'x-forwarded-for': incoming.socket.remoteAddress ?? '',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': incoming.headers.host ?? '',
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      outgoing.writeHead(502).end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `https://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
