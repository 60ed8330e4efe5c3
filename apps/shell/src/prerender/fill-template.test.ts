import { fillTemplate } from './fill-template';

const template =
  '<!doctype html><html><head><title>Handyhub</title></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>';

const english = { lang: 'en', dir: 'ltr' } as const;

describe('fillTemplate', () => {
  it('gives the page its language and direction', () => {
    const html = fillTemplate(template, { title: '', body: '', stylesheets: [], lang: 'en-XB', dir: 'rtl' });
    expect(html).toContain('<html lang="en-XB" dir="rtl"><head>');
  });

  it('puts the page in the root element, its title and stylesheets in the head, before the scripts', () => {
    const html = fillTemplate(template, { title: 'Terms', body: '<h1>Terms</h1>', stylesheets: ['/1.abc.css', '/2.def.css'], ...english });
    expect(html).toContain('<title>Terms · Handyhub</title>');
    expect(html).toContain('<link href="/1.abc.css" rel="stylesheet"><link href="/2.def.css" rel="stylesheet"></head>');
    expect(html).toContain('<div id="root"><h1>Terms</h1></div><script defer src="/main.js">');
  });

  it('does not link a stylesheet the template links already (the entry’s own)', () => {
    const withMain = template.replace('</head>', '<link href="/main.123.css" rel="stylesheet"></head>');
    const html = fillTemplate(withMain, { title: '', body: '', stylesheets: ['/main.123.css', '/2.def.css'], ...english });
    expect(html.match(/main\.123\.css/g)).toHaveLength(1);
    expect(html).toContain('<link href="/main.123.css" rel="stylesheet"><link href="/2.def.css" rel="stylesheet"></head>');
  });

  it('names the home page after the site alone and escapes the title', () => {
    expect(fillTemplate(template, { title: '', body: '', stylesheets: [], ...english })).toContain('<title>Handyhub</title>');
    expect(fillTemplate(template, { title: 'A <b> & c', body: '', stylesheets: [], ...english })).toContain('<title>A &lt;b&gt; &amp; c · Handyhub</title>');
  });

  it('keeps $ patterns in the page as they are', () => {
    expect(fillTemplate(template, { title: '', body: '<p>$& $1</p>', stylesheets: [], ...english })).toContain('<div id="root"><p>$& $1</p></div>');
  });

  it('refuses a template without an empty root element', () => {
    expect(() => fillTemplate('<html><head><title></title></head><body></body></html>', { title: '', body: '', stylesheets: [], ...english })).toThrow(/root/);
  });
});
