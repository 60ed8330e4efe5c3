/** @jest-environment node */
import { prerenderPages, renderPage } from './prerender-entry';

const template = '<!doctype html><html><head><title>Handyhub</title></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>';

describe('the prerendered pages', () => {
  it('the home page has its heading, the site frame, the markets loading and nobody logged in', async () => {
    const html = await renderPage('/');
    expect(html).toContain('Trusted local pros for every job around the home</h1>');
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('Loading markets…');
    expect(html).not.toContain('href="/login"');
    expect(html).not.toContain('Log out');
    // No inline style attribute: the page's CSP refuses them in HTML.
    expect(html).not.toContain('style=');
  });

  it('a page rendered in the browser only leaves its loading state, marked for the browser', async () => {
    const html = await renderPage('/account/notifications');
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('Loading page…');
    expect(html).toContain('data-dgst="client-only"');
    expect(html).not.toContain('Notification settings</h1>');
  });

  it("a remote's route keeps the remote's loading state inside the site frame", async () => {
    const html = await renderPage('/market/nyc');
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('Loading…');
  });

  it('the login page has its form', async () => {
    const html = await renderPage('/login');
    expect(html).toContain('<form');
    // Nothing to type into or submit before the page's JavaScript runs (see HydratedFields).
    expect(html).toMatch(/<fieldset class="[^"]*" disabled="">/);
    expect(html).toContain('href="/login?mode=create&amp;next=%2F"');
  });

  it('the password reset pages have their forms, disabled until the page runs', async () => {
    for (const path of ['/forgot-password', '/reset-password']) {
      const html = await renderPage(path);
      expect(html).toContain('<form');
      expect(html).toMatch(/<fieldset class="[^"]*" disabled="">/);
    }
    // Whether the link has a token is known only in the browser: no verdict in the HTML.
    expect(await renderPage('/reset-password')).not.toContain('This link is not complete');
  });

  it('an unknown path is the 404 page', async () => {
    expect(await renderPage('/no/such/page')).toContain('We can’t find that page');
  });

  it('fills the template in every language, keeping </head> for the run-time configuration', async () => {
    const pages = await prerenderPages(template, []);
    for (const locale of ['en', 'de', 'en-XA', 'en-XB']) {
      expect(Object.keys(pages)).toEqual(expect.arrayContaining(['home', 'terms', 'privacy-policy', 'coming-soon', 'not-found'].map((page) => `${locale}/${page}`)));
    }
    expect(pages['en/terms']).toContain('<title>Terms · Handyhub</title>');
    expect(pages['en/terms']).toMatch(/<div id="root">.*<h1[^>]*>Terms/);
    expect(pages['en/privacy-policy']).toContain('</head>');
    expect(pages['de/terms']).toContain('<html lang="de" dir="ltr">');
    expect(pages['de/terms']).toContain('<title>AGB · Handyhub</title>');
    expect(pages['de/home']).toContain('Sprache');
    expect(pages['en-XB/home']).toContain('<html lang="en-XB" dir="rtl">');
  });
});
