import { PassThrough } from 'node:stream';

/** The app's log lines as text, for tests that prove something never reaches the log. */
export function captureLogs() {
  let text = '';
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return {
    /** Pass as `createTestApp(…, { logStream })`. */
    stream,
    text: () => text,
    clear: () => {
      text = '';
    },
  };
}
