// GFM turns URLs and e-mail addresses in plain text (`www.example.com`, `https://…`, `a@b.co`)
// into links with a tree transform that walks every node of the page with its ancestors: a fifth
// of the parse on a page of small tables. Each of its patterns needs `http`, `www` or `@` in the
// text, and text gets characters the source does not show only from character references (`&`):
// a page (or run of a long page) whose source has none of them cannot change, and skips the walk.
import type { Root } from 'mdast';
import type { Processor } from 'unified';

type Transform = (tree: Root) => Root | undefined | void;
interface ParserData {
  fromMarkdownExtensions?: Array<Array<{ transforms?: Transform[] }> | { transforms?: Transform[] }>;
}

const MAY_LINK = /http|www|@|&/i;

/** Must come right after remark-gfm (whose Markdown extensions it guards) and after remark-parse. */
export default function remarkLiteralAutolinks(this: Processor): void {
  const parse = this.parser;
  const gfm = (this.data() as ParserData).fromMarkdownExtensions?.at(-1);
  if (!parse || !Array.isArray(gfm)) throw new Error('remarkLiteralAutolinks must come right after remark-parse and remark-gfm');
  let mayLink = true;
  // Parsing is synchronous: the flag belongs to the text being parsed when the transform runs.
  this.parser = (doc, file) => {
    mayLink = MAY_LINK.test(doc);
    return parse(doc, file);
  };
  // GFM's only tree transform is the literal-autolink one.
  for (const extension of gfm) extension.transforms &&= extension.transforms.map((transform) => (tree: Root) => (mayLink ? transform(tree) : undefined));
}
