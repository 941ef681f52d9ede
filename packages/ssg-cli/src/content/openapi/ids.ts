// Unique anchor ids for one page: a readable base, with -2, -3… appended on repeats.
import { slugify } from './slug.js';

export class IdAllocator {
  private readonly used = new Set<string>();

  /** Reserves ids that already exist on the page (fixed section ids). */
  constructor(reserved: Iterable<string> = []) {
    for (const id of reserved) this.used.add(id);
  }

  /** A new id built from `parts` (slugged), unique on the page. */
  take(...parts: Array<string | number>): string {
    const base = parts.map((part) => slugify(String(part))).filter(Boolean).join('-') || 'section';
    let id = base;
    for (let n = 2; this.used.has(id); n += 1) id = `${base}-${n}`;
    this.used.add(id);
    return id;
  }

  /** Every id handed out or reserved, for link checking. */
  all(): string[] {
    return [...this.used];
  }
}
