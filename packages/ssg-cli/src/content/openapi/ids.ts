// Unique anchor ids for one page: a readable base, with -2, -3… appended on repeats.
import { slugify } from './slug.js';

export class IdAllocator {
  private readonly used = new Set<string>();
  /** The next suffix to try per base, so a base taken many times is not rescanned from -2. */
  private readonly next = new Map<string, number>();

  /** Reserves ids that already exist on the page (fixed section ids). */
  constructor(reserved: Iterable<string> = []) {
    for (const id of reserved) this.used.add(id);
  }

  /** A new id built from `parts` (slugged), unique on the page. */
  take(...parts: Array<string | number>): string {
    return this.claim(parts.map((part) => slugify(String(part))).filter(Boolean).join('-') || 'section');
  }

  /** `base` itself when the page has no such id yet, else `base-2`, `base-3`…; it is the page's from then on. */
  claim(base: string): string {
    let id = base;
    let n = this.next.get(base) ?? 2;
    while (this.used.has(id)) {
      id = `${base}-${n}`;
      n += 1;
    }
    this.next.set(base, n);
    this.used.add(id);
    return id;
  }

  /** Every id handed out or reserved, for link checking. */
  all(): string[] {
    return [...this.used];
  }
}
