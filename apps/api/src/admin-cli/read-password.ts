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

/**
 * Lines typed at a terminal, one per prompt, echoing nothing; Ctrl+C or Ctrl+D gives up. What is
 * typed ahead (before a prompt shows) counts for the next prompt.
 */
function readHiddenLines(input: Input, output: Writable, prompts: string[]): Promise<string[]> {
  output.write(prompts[0]!);
  input.setRawMode?.(true);
  input.resume();
  return new Promise((resolve, reject) => {
    const lines: string[] = [];
    let typed = '';
    let previous = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      if (error) reject(error);
      else resolve(lines);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of String(chunk)) {
        const afterReturn = previous === '\r';
        previous = char;
        if (char === '\n' && afterReturn) continue;
        if (char === '\r' || char === '\n') {
          output.write('\n');
          lines.push(typed);
          typed = '';
          if (lines.length === prompts.length) return finish();
          output.write(prompts[lines.length]!);
        } else if (char === '\u0003' || char === '\u0004') {
          output.write('\n');
          return finish(new Error('Cancelled.'));
        } else if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
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
  const [first, again] = await readHiddenLines(input, output, ['Password for the new admin (at least 12 characters, not shown): ', 'The same password again: ']);
  if (first === undefined || first !== again) throw new Error('The two passwords differ. Nothing was changed.');
  return first;
}
