/**
 * `pnpm i18n:extract` and `pnpm i18n:check` (docs/languages.md). Every app and package with a
 * `src/messages/catalogue.ts` owns a catalogue: its English (`en.json`) is extracted from the
 * `defaultMessage`s in its code, and every other language's file must translate exactly those
 * ids with the same arguments. `check` changes nothing and exits 1 on any problem.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { extract } from '@formatjs/cli-lib';
import { compareCatalogues } from '../src/catalogue-check/compare';
import { languages, sourceLanguage } from '../src/languages';

const root = path.resolve(import.meta.dirname, '../../..');

interface Owner {
  name: string;
  dir: string;
  prefix: string;
}

/** Every app and package that has a catalogue; its ids start with its folder's name. */
function owners(): Owner[] {
  return ['apps', 'packages'].flatMap((group) =>
    readdirSync(path.join(root, group))
      .filter((name) => existsSync(path.join(root, group, name, 'src/messages/catalogue.ts')))
      .map((name) => ({ name: `${group}/${name}`, dir: path.join(root, group, name), prefix: `${name}.` })),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file));
}

async function extracted(owner: Owner): Promise<Record<string, string>> {
  const json = await extract(sourceFiles(path.join(owner.dir, 'src')), { format: 'simple', throws: true });
  return JSON.parse(json) as Record<string, string>;
}

const catalogueFile = (owner: Owner, language: string) => path.join(owner.dir, 'src/messages', `${language}.json`);
const read = (file: string): Record<string, string> => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {});
const serialize = (messages: Record<string, string>) => `${JSON.stringify(Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`;

async function run(command: string): Promise<number> {
  let problems = 0;
  for (const owner of owners()) {
    const english = await extracted(owner);
    const englishFile = catalogueFile(owner, sourceLanguage);
    if (command === 'extract') {
      writeFileSync(englishFile, serialize(english));
      console.log(`${owner.name}: ${Object.keys(english).length} messages`);
    } else if (serialize(english) !== serialize(read(englishFile))) {
      console.error(`${owner.name}: src/messages/en.json is not the code's English; run pnpm i18n:extract`);
      problems += 1;
    }
    for (const language of languages.filter((other) => other !== sourceLanguage)) {
      for (const { id, problem } of compareCatalogues(owner.prefix, english, read(catalogueFile(owner, language)))) {
        console.error(`${owner.name} ${language}: ${id} ${problem}`);
        problems += 1;
      }
    }
  }
  if (command === 'check') console.log(problems ? `${problems} catalogue problem(s)` : 'Every catalogue is complete.');
  return problems ? 1 : 0;
}

const command = process.argv[2];
if (command !== 'extract' && command !== 'check') {
  console.error('Usage: catalogues.mts extract|check');
  process.exit(2);
}
process.exitCode = await run(command);
