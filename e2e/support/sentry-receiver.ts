import { createServer, type IncomingMessage, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';

/** One item of a Sentry envelope: its header and parsed payload. */
export interface EnvelopeItem {
  type: string;
  payload: Record<string, unknown>;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The project id of the DSN it was sent to (`/api/<project>/envelope/`). */
  project?: string;
}

/**
 * Parses the envelope format Sentry SDKs send: a header line, then per item a header line and
 * its payload, which is `length` bytes when the item header says so (a replay recording is
 * binary and may hold newlines), else one line. Non-JSON payloads are kept as empty objects.
 */
export function parseEnvelope(body: Buffer): Envelope {
  let offset = 0;
  const nextLine = (): Buffer => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end < 0 ? body.length : end);
    offset = end < 0 ? body.length : end + 1;
    return line;
  };
  const header = JSON.parse(nextLine().toString('utf8') || '{}') as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const headerLine = nextLine().toString('utf8');
    if (!headerLine.trim()) continue;
    const itemHeader = JSON.parse(headerLine) as { type: string; length?: number };
    let raw: Buffer;
    if (typeof itemHeader.length === 'number') {
      raw = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length + 1;
    } else {
      raw = nextLine();
    }
    let payload: Record<string, unknown> = {};
    try {
      payload = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    } catch {
      // binary payloads (replay recordings) are kept as empty objects
    }
    items.push({ type: itemHeader.type, payload });
  }
  return { header, items };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

/**
 * A local stand-in for Sentry's ingestion endpoint: accepts real envelopes from the browser SDK
 * so tests can check what would have been reported. Every project id is served: `dsn(project)`
 * gives another project's DSN, and each envelope records the project it was sent to.
 */
export class SentryReceiver {
  readonly envelopes: Envelope[] = [];
  private server?: Server;
  private host = '';

  async start(): Promise<string> {
    this.server = createServer(async (request, response) => {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', '*');
      if (request.method === 'POST' && request.url?.includes('/envelope/')) {
        try {
          const project = /\/api\/([^/]+)\/envelope\//.exec(request.url)?.[1];
          this.envelopes.push({ ...parseEnvelope(await readBody(request)), ...(project ? { project } : {}) });
        } catch {
          // a malformed envelope is ignored, like Sentry would reject it
        }
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.host = `127.0.0.1:${port}`;
    return this.dsn('1');
  }

  /** The DSN of one project on this receiver (`start()` returns project 1's). */
  dsn(project: string): string {
    return `http://public@${this.host}/${project}`;
  }

  /** The items of every envelope, or of those sent to one project. */
  items(type: string, project?: string): EnvelopeItem[] {
    return this.envelopes
      .filter((envelope) => project === undefined || envelope.project === project)
      .flatMap((envelope) => envelope.items.filter((item) => item.type === type));
  }

  /** Error events (type "event"), of every project or of one, newest last. */
  errors(project?: string): Array<Record<string, any>> {
    return this.items('event', project).map((item) => item.payload);
  }

  /**
   * Page loads and navigations: root ("segment") spans, sent as span items (streamed spans) or,
   * by older SDK modes, as transactions. Each as its name plus its attributes/tags.
   */
  rootSpans(): Array<{ name: string; op?: string; data: Record<string, any> }> {
    const streamed = this.items('span').flatMap((item) =>
      ((item.payload.items as Array<Record<string, any>> | undefined) ?? [item.payload])
        .filter((span) => span.is_segment)
        .map((span) => ({ name: String(span.name), op: span.attributes?.['sentry.op']?.value, data: span })),
    );
    const transactions = this.items('transaction').map((item) => ({
      name: String(item.payload.transaction),
      op: (item.payload.contexts as any)?.trace?.op,
      data: item.payload,
    }));
    return [...streamed, ...transactions];
  }

  clear(): void {
    this.envelopes.length = 0;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
