// Heading ids as GitHub makes them: the slug of the heading's text (github-slugger's `slug`), and
// for the second, third… heading with that slug `-1`, `-2`… (skipping ids already given), as
// github-slugger's own class does, over counts that can be copied and tried out without changing
// them (render-ahead.ts).
import { slug } from 'github-slugger';

/** How heading ids are made from their text (`markdown.headingIds`). */
export type HeadingIdStyle = 'github' | 'vitepress';

/** Characters VitePress turns into a `-` (its default slugify, from @mdit-vue/shared). */
const VITEPRESS_SEPARATORS = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'\u201c\u201d\u2018\u2019<>,.?/]+/g;

/**
 * The slug of a heading's text: GitHub's, or VitePress's (accents and control characters dropped,
 * each run of spaces and punctuation one `-`, none at either end, `_` before a leading digit,
 * lower case). Empty when nothing is left.
 */
export function headingSlug(text: string, style: HeadingIdStyle): string {
  if (style === 'github') return slug(text);
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u0000-\u001f]/g, '')
    .replace(VITEPRESS_SEPARATORS, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();
}

/** The ids given so far, each with how many times it was repeated. */
export interface IdCounts {
  get(id: string): number | undefined;
  set(id: string, count: number): void;
}

export class Slugger {
  constructor(readonly given: IdCounts = new Map<string, number>()) {}

  /** The id of a heading with this text; `heading` for one with none to slug (images only, punctuation). */
  slug(text: string, style: HeadingIdStyle = 'github'): string {
    return this.give(headingSlug(text, style) || 'heading');
  }

  /** The id of a heading whose text has the slug `base`: `base`, or `base-N` when it was given before. */
  give(base: string): string {
    let id = base;
    while (this.given.get(id) !== undefined) {
      // A base is given whenever one of its numbered ids is.
      const count = (this.given.get(base) ?? 0) + 1;
      this.given.set(base, count);
      id = `${base}-${count}`;
    }
    this.given.set(id, 0);
    return id;
  }
}

/** Counts on top of others, which change only on `commit()`. */
export class CountsOver implements IdCounts {
  private readonly own = new Map<string, number>();

  constructor(private readonly below: IdCounts) {}

  get(id: string): number | undefined {
    return this.own.get(id) ?? this.below.get(id);
  }

  set(id: string, count: number): void {
    this.own.set(id, count);
  }

  commit(): void {
    for (const [id, count] of this.own) this.below.set(id, count);
  }
}
