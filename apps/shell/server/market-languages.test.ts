import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMarketLanguages } from './market-languages';

let body = '';
let api: Server;
let apiUrl: string;

beforeAll(async () => {
  api = createServer((request, response) => {
    if (request.url !== '/api/markets') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => api.close(resolve)));

describe('market languages', () => {
  it('names the language of the market a path is under, from the API’s market list', async () => {
    body = JSON.stringify({ markets: [{ id: 'berlin', language: 'de' }, { id: 'nyc', language: 'en' }, { id: 'odd', language: 'xx' }] });
    const languages = createMarketLanguages({ apiUrl });
    await languages.refresh();
    expect(languages.languageFor('/market/berlin')).toBe('de');
    expect(languages.languageFor('/market/Berlin/dashboard?tab=jobs')).toBe('de');
    expect(languages.languageFor('/market/nyc')).toBe('en');
    expect(languages.languageFor('/market/odd')).toBeUndefined();
    expect(languages.languageFor('/my-jobs')).toBeUndefined();
  });

  it('keeps what it read last when the API answers nonsense or is down', async () => {
    body = JSON.stringify({ markets: [{ id: 'berlin', language: 'de' }] });
    const languages = createMarketLanguages({ apiUrl });
    await languages.refresh();
    body = 'not json';
    await languages.refresh();
    expect(languages.languageFor('/market/berlin')).toBe('de');
    await expect(createMarketLanguages({ apiUrl: 'http://127.0.0.1:9', timeoutMs: 500 }).refresh()).resolves.toBeUndefined();
  });
});
