import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../../scripts/lib/site.mjs';

interface Unpdf {
  getDocumentProxy(data: Uint8Array): Promise<unknown>;
  extractText(document: unknown, options: { mergePages: true }): Promise<{ text: string }>;
}

/**
 * Every page's text of a PDF, joined, read as the API's own tests read the invoice PDF
 * (apps/api/src/test-support/pdf-text.ts): with unpdf, from the API's dependencies, so the e2e
 * suite needs none of its own. Intl's no-break spaces (between an amount and "€") read as spaces.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const unpdf = createRequire(path.join(root, 'apps/api/package.json'))('unpdf') as Unpdf;
  const { text } = await unpdf.extractText(await unpdf.getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/[\u00a0\u202f]/g, ' ');
}
