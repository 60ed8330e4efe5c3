import { execFile } from 'node:child_process';
import path from 'node:path';

// unpdf loads PDF.js with a dynamic import, which jest's module sandbox refuses: the text is
// read by a plain Node process instead (the same unpdf, from apps/api's dependencies).
const script = `
import { extractText, getDocumentProxy } from 'unpdf';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { text } = await extractText(await getDocumentProxy(new Uint8Array(Buffer.concat(chunks))), { mergePages: true });
process.stdout.write(text);
`;

/** Every page's text of a PDF, joined. */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['--input-type=module', '-e', script], { cwd: path.resolve(__dirname, '../..'), maxBuffer: 10_000_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
    child.stdin!.end(pdf);
  });
}
