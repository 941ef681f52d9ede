// GFM costs as much parsing as the rest of Markdown, mostly in work that finds nothing on most
// pages: micromark tries an e-mail autolink at the start of every word and a table at the start
// of every line, and GFM's literal-autolink tree transform walks every node with its ancestors.
// Each needs characters in the source: an e-mail autolink an `@`; a table's delimiter row a `|`
// or a `:` beside a `-` (`a` over `:-` is a one-column table); a literal autolink `http`, `www`
// or `@`, or a character reference (`&`) that decodes to one. micromark reads the source as
// written (references are decoded after), so a page — or a run of a long page — without them
// is parsed without those constructs and skips the walk: the same tree, sooner. On the synthetic
// corpus, leaving out the e-mail autolinks alone cut micromark's time by a fifth, and both by
// nearly half on pages without tables. A source may hold those characters only in link
// destinations (`[docs](https://…)`), where the transform finds nothing: it runs only when a text
// node holds one of its triggers, checked first with a plain walk.
import type { Root, Text } from 'mdast';
import type { Data, Processor } from 'unified';
import { walk } from './walk.js';

type Transform = (tree: Root) => Root | undefined | void;
interface ParserData {
  fromMarkdownExtensions?: Array<Array<{ transforms?: Transform[] }> | { transforms?: Transform[] }>;
}
type SyntaxExtension = NonNullable<Data['micromarkExtensions']>[number];

const MAY_LINK = /http|www|@|&/i;
/** What GFM's literal-autolink transform looks for in text: `http://`, `https://`, `www.`, `@`. */
const LINK_TEXT = /https?:\/\/|www\.|@/i;
const MAY_BE_TABLE = /\||:-|-:/;

/** The construct maps of a micromark extension, by where in the document they apply. */
const CONSTRUCT_MAPS = ['document', 'contentInitial', 'flowInitial', 'flow', 'string', 'text'] as const;

/** `extension` without the constructs called `names`. */
function without(extension: SyntaxExtension, names: ReadonlySet<string>): SyntaxExtension {
  const result: SyntaxExtension = { ...extension };
  for (const key of CONSTRUCT_MAPS) {
    const map = extension[key];
    if (!map) continue;
    const kept: Record<string, unknown> = {};
    for (const [code, constructs] of Object.entries(map)) {
      const left = (Array.isArray(constructs) ? constructs : [constructs]).filter((construct) => construct !== undefined && !names.has(construct.name ?? ''));
      if (left.length > 0) kept[code] = left;
    }
    result[key] = kept as typeof map;
  }
  return result;
}

/** Must come right after remark-gfm (whose extensions it narrows per page) and after remark-parse. */
export default function remarkGfmOnDemand(this: Processor): void {
  const parse = this.parser;
  const data = this.data() as Data & ParserData;
  const transforms = data.fromMarkdownExtensions?.at(-1);
  const syntax = data.micromarkExtensions;
  const gfm = syntax?.at(-1);
  if (!parse || !Array.isArray(transforms) || !syntax || !gfm) throw new Error('remarkGfmOnDemand must come right after remark-parse and remark-gfm');
  // The four variants of GFM's syntax, made once: [e-mail autolinks?][tables?].
  const variants = [
    [without(gfm, new Set(['emailAutolink', 'table'])), without(gfm, new Set(['emailAutolink']))],
    [without(gfm, new Set(['table'])), gfm],
  ] as const;
  const index = syntax.length - 1;
  let mayLink = true;
  // remark-parse reads the extension list at every parse, and parsing is synchronous: the list
  // and the flag belong to the text being parsed, until it is.
  this.parser = (doc, file) => {
    mayLink = MAY_LINK.test(doc);
    syntax[index] = variants[doc.includes('@') ? 1 : 0][MAY_BE_TABLE.test(doc) ? 1 : 0];
    try {
      return parse(doc, file);
    } finally {
      syntax[index] = gfm;
    }
  };
  // GFM's only tree transform is the literal-autolink one.
  for (const extension of transforms) {
    extension.transforms &&= extension.transforms.map((transform) => (tree: Root) => (mayLink && hasLinkText(tree) ? transform(tree) : undefined));
  }
}

/** Whether a text node of `tree` holds what the literal-autolink transform looks for. */
function hasLinkText(tree: Root): boolean {
  let found = false;
  walk<Text>(tree, 'text', (node) => {
    found ||= LINK_TEXT.test(node.value);
  });
  return found;
}
