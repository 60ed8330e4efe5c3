import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** What is wrong with one language's catalogue against the English one (the code's text). */
export interface CatalogueProblem {
  id: string;
  problem: string;
}

type Arguments = Map<string, string>;

/** Every argument a message uses, with its kind: `{count, plural, …}` is count → plural. */
function argumentsOf(elements: readonly MessageFormatElement[], found: Arguments = new Map()): Arguments {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.set(element.value, TYPE[element.type]);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
  }
  return found;
}

function describe(args: Arguments): string {
  return [...args].map(([name, kind]) => `${name} (${kind})`).sort().join(', ') || 'none';
}

/**
 * The problems of `translation` against `source` (both `{ id: ICU message }`): an id the code
 * has and the translation lacks, one it has that the code no longer uses, a message that does
 * not parse, or one whose arguments differ (a translation that drops `{count}` or turns a plural
 * into a plain argument shows wrong text). Every id carries its owner's prefix (`booking.`…),
 * so catalogues merged on one page never collide.
 */
export function compareCatalogues(prefix: string, source: Record<string, string>, translation: Record<string, string>): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  for (const [id, english] of Object.entries(source)) {
    if (!id.startsWith(prefix)) problems.push({ id, problem: `does not start with "${prefix}"` });
    const translated = translation[id];
    if (translated === undefined) {
      problems.push({ id, problem: 'is not translated' });
      continue;
    }
    let expected: Arguments;
    let found: Arguments;
    try {
      expected = argumentsOf(parse(english));
      found = argumentsOf(parse(translated));
    } catch (error) {
      problems.push({ id, problem: `does not parse: ${(error as Error).message}` });
      continue;
    }
    if (describe(expected) !== describe(found)) {
      problems.push({ id, problem: `has arguments ${describe(found)}, the English has ${describe(expected)}` });
    }
  }
  for (const id of Object.keys(translation)) {
    if (!(id in source)) problems.push({ id, problem: 'is no longer in the code' });
  }
  return problems;
}
