const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

export interface PageContent {
  title: string;
  body: string;
  /** URL paths of the stylesheets the body needs. */
  stylesheets: readonly string[];
  /** The page's language and writing direction, on its `<html>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

const HTML_TAG = /<html[^>]*>/;

/** The built index.html with a prerendered page in its root element, its title and styles. */
export function fillTemplate(template: string, { title, body, stylesheets, lang, dir }: PageContent): string {
  if (!template.includes(ROOT) || !TITLE.test(template) || !template.includes('</head>') || !HTML_TAG.test(template)) {
    throw new Error(`index.html has no <html>, empty ${ROOT}, <title> or </head> to fill.`);
  }
  // The title the page's useDocumentTitle sets once it runs, so it is right before that too.
  const fullTitle = title ? `${title} · Handyhub` : 'Handyhub';
  // main.js's own stylesheet is in the template already (the build links the entry's).
  const links = stylesheets
    .map((href) => `<link href="${escapeHtml(href)}" rel="stylesheet">`)
    .filter((link) => !template.includes(link))
    .join('');
  return template
    .replace(HTML_TAG, () => `<html lang="${escapeHtml(lang)}" dir="${dir}">`)
    .replace(TITLE, () => `<title>${escapeHtml(fullTitle)}</title>`)
    .replace('</head>', () => `${links}</head>`)
    .replace(ROOT, () => `<div id="root">${body}</div>`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
