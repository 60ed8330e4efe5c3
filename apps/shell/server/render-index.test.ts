import { renderIndex } from './render-index';

const config = {
  remotes: {
    booking: { versions: [{ version: 'v2', manifestUrl: 'http://b/releases/booking/v2/m.json', release: 'booking@v2' }] },
    provider: { versions: [{ manifestUrl: 'http://p/m.json' }] },
    market: { versions: [{ manifestUrl: 'http://m/m.json' }] },
  },
  sentry: { dsn: '', environment: 'test' },
  release: 'shell@1</script><script>alert(1)</script>',
};

describe('renderIndex', () => {
  it('puts the configuration in the head, before the app scripts', () => {
    const html = renderIndex('<html><head><title>x</title></head><body><script src="/main.js"></script></body></html>')({ nonce: 'n0nce', config });
    expect(html.indexOf('window.__APP_CONFIG__=')).toBeLessThan(html.indexOf('/main.js'));
  });

  it('cannot be broken out of with a closing script tag in a value', () => {
    const html = renderIndex('<head></head>')({ nonce: 'n0nce', config });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.slice(html.indexOf('__APP_CONFIG__=') + '__APP_CONFIG__='.length, html.lastIndexOf(';</script>'));
    expect(JSON.parse(json)).toEqual(config);
  });

  it('carries the nonce of each response on its inline script', () => {
    const render = renderIndex('<head></head>');
    expect(render({ nonce: 'first', config })).toMatch(/^<head><script nonce="first">window.__APP_CONFIG__=/);
    expect(render({ nonce: 'second', config })).toMatch(/^<head><script nonce="second">/);
  });

  it('refuses a template it cannot put the configuration into', () => {
    expect(() => renderIndex('<html><body></body></html>')).toThrow(/no <\/head>/);
  });
});
