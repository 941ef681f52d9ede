// Shiki's JavaScript engine translates every Oniguruma pattern of a grammar into a JavaScript
// RegExp the first time the grammar is used, which was about a third of a cold build's
// highlighting time. The package build translates every pattern of the supported grammars once
// (scripts/build-regex-table.mjs) and ships the result; at run time a pattern found in the table
// becomes its RegExp directly, and any other (such as an `end` pattern completed with text from
// the line) is translated as before. The table holds exactly what the translator returns.
import { EmulatedRegExp, toRegExp, toRegExpDetails, type ToRegExpOptions } from 'oniguruma-to-es';
import type { LanguageRegistration } from 'shiki/core';

/** Shiki's own translation options, with the target fixed so the table is the same everywhere. */
export const TRANSLATION_OPTIONS: ToRegExpOptions = {
  global: true,
  hasIndices: true,
  lazyCompileLength: 3000,
  rules: { allowOrphanBackrefs: true, asciiWordBoundaries: true, captureGroup: true, recursionLimit: 5, singleline: true },
  target: 'ES2024',
};

export type RegexDetails = ReturnType<typeof toRegExpDetails>;
export type RegexTable = Record<string, RegexDetails>;

/** The regex constructor for Shiki's engine: the table first, the translator otherwise. */
export function tableRegexConstructor(table: RegexTable): (pattern: string) => RegExp {
  return (pattern) => {
    const known = Object.hasOwn(table, pattern) ? table[pattern] : undefined;
    if (!known) return toRegExp(pattern, TRANSLATION_OPTIONS);
    return known.options ? new EmulatedRegExp(known.pattern, known.flags, known.options) : new RegExp(known.pattern, known.flags);
  };
}

const PATTERN_KEYS = new Set(['match', 'begin', 'end', 'while']);

/**
 * The pattern strings the TextMate tokenizer hands the engine: each grammar regex with `\z`
 * rewritten, and for those using `\A` or `\G`, the variants with either anchor disabled
 * (replaced by U+FFFF), as the tokenizer prepares them.
 */
export function enginePatterns(grammars: LanguageRegistration[]): Set<string> {
  const out = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (PATTERN_KEYS.has(key) && typeof value === 'string') for (const variant of anchorVariants(rewriteZ(value))) out.add(variant);
      else visit(value);
    }
  };
  visit(grammars);
  return out;
}

/** `\z` (end of string) becomes `$(?!\n)(?<!\n)`, as the tokenizer rewrites it. */
function rewriteZ(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\' && i + 1 < source.length) {
      const next = source[i + 1];
      out += next === 'z' ? '$(?!\\n)(?<!\\n)' : `${ch}${next}`;
      i++;
    } else {
      out += ch;
    }
  }
  return out;
}

/** The source itself and, when it uses `\A` or `\G`, its versions with either disabled. */
function anchorVariants(source: string): string[] {
  if (!/\\[AG]/.test(source.replace(/\\\\/g, ''))) return [source];
  const variants: string[] = [];
  for (const allowA of [true, false]) {
    for (const allowG of [true, false]) {
      let out = '';
      for (let i = 0; i < source.length; i++) {
        const ch = source[i];
        if (ch === '\\' && i + 1 < source.length) {
          const next = source[i + 1];
          const disabled = (next === 'A' && !allowA) || (next === 'G' && !allowG);
          out += disabled ? '\\\uFFFF' : `${ch}${next}`;
          i++;
        } else {
          out += ch;
        }
      }
      variants.push(out);
    }
  }
  return variants;
}

/** Translates every pattern; those the translator rejects are left to fail at run time as before. */
export function buildRegexTable(patterns: Iterable<string>): RegexTable {
  const table: RegexTable = {};
  for (const pattern of patterns) {
    try {
      table[pattern] = toRegExpDetails(pattern, TRANSLATION_OPTIONS);
    } catch {
      // Unsupported by the translator: the engine reports it when a page uses the pattern.
    }
  }
  return table;
}
