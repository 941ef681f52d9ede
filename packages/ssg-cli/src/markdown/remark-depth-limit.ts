// Stops a Markdown tree nested more than MAX_TREE_DEPTH levels (emphasis in emphasis, ten thousand
// times) right after parsing, before the recursive walks of later plugins overflow the stack on
// it. Runs as the first tree transform of the parser, ahead of those of GFM. (Block nesting is
// checked on the text before parsing, see nesting.ts: the parser itself is slow on it.)
import type { Root } from 'mdast';
import type { Processor } from 'unified';
import { findDeepNode, MAX_TREE_DEPTH, NestingLimitError } from './nesting.js';

interface ParserData {
  fromMarkdownExtensions?: Array<{ transforms?: Array<(tree: Root) => Root | undefined> }>;
}

/** Must be used before remark-gfm, whose tree transforms walk the tree recursively. */
export default function remarkDepthLimit(this: Processor, limit = MAX_TREE_DEPTH): void {
  const data = this.data() as ParserData;
  (data.fromMarkdownExtensions ??= []).push({
    transforms: [
      (tree) => {
        const deep = findDeepNode(tree, limit);
        if (!deep) return undefined;
        const start = deep.node.position?.start;
        throw new NestingLimitError({
          limit,
          what: 'Markdown elements',
          ...(start ? { line: start.line, column: start.column } : {}),
        });
      },
    ],
  });
}
