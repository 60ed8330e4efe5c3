import type { Readable, Writable } from 'node:stream';

/** A terminal (stdin of a person typing) can hide what is typed; a pipe just has the bytes. */
type Input = Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

const MAX_LENGTH = 1000;

/** The first line of piped input (`printf '%s\n' "$PASSWORD" | create-admin …`), without its line break. */
async function readFirstLine(input: Input): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += String(chunk);
    if (text.includes('\n') || text.length > MAX_LENGTH) break;
  }
  return text.split(/\r?\n/)[0]!;
}

/** One line typed at a terminal, echoing nothing; Ctrl+C or Ctrl+D gives up. */
function readHiddenLine(input: Input, output: Writable, prompt: string): Promise<string> {
  output.write(prompt);
  input.setRawMode?.(true);
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of String(chunk)) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') return finish(new Error('Cancelled.'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else if (typed.length < MAX_LENGTH) typed += char;
      }
    };
    input.on('data', onData);
  });
}

/**
 * The new admin's password: typed twice at a terminal without echo, or the first line of
 * standard input when it is piped. Never a default.
 */
export async function readPassword(input: Input, output: Writable): Promise<string> {
  if (!input.isTTY) return readFirstLine(input);
  const first = await readHiddenLine(input, output, 'Password for the new admin (at least 12 characters, not shown): ');
  const again = await readHiddenLine(input, output, 'The same password again: ');
  if (first !== again) throw new Error('The two passwords differ. Nothing was changed.');
  return first;
}
