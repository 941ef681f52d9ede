// `:::details[Summary]` (or `:::details Summary`) container directives become disclosure
// widgets that work without JavaScript:
//   <details class="ssg-details"><summary>Summary</summary><div class="ssg-details__body">…</div></details>
// Without a label the summary reads "Details".
import type { BlockContent, DefinitionContent, PhrasingContent, Root, RootContent } from 'mdast';
import type {} from 'remark-directive';
import { walk } from './walk.js';

type ContainerDirective = Extract<RootContent, { type: 'containerDirective' }>;

/** Turns `details` directives into `<details>`; runs after remark-admonitions (which accepts the bare title form). */
export default function remarkDetails() {
  return (tree: Root): void => {
    walk<ContainerDirective>(tree, 'containerDirective', (node) => {
      if (node.name !== 'details') return;
      const [first, ...rest] = node.children;
      const labelled = first?.type === 'paragraph' && first.data?.directiveLabel === true;
      const summary: PhrasingContent[] = labelled ? first.children : [{ type: 'text', value: 'Details' }];
      const body = (labelled ? rest : node.children) as Array<BlockContent | DefinitionContent>;
      makeDetails(node, summary, body);
    });
  };
}

/** Makes `node` a disclosure widget: `summary` always shown, `body` on demand. */
export function makeDetails(node: { data?: unknown; children: unknown[] }, summary: PhrasingContent[], body: Array<BlockContent | DefinitionContent>): void {
  node.data = { hName: 'details', hProperties: { className: ['ssg-details'] } };
  node.children = [
    { type: 'paragraph', data: { hName: 'summary', hProperties: { className: ['ssg-details__summary'] } }, children: summary },
    // A blockquote only as a flow container: emitted as the body `<div>`.
    { type: 'blockquote', data: { hName: 'div', hProperties: { className: ['ssg-details__body'] } }, children: body },
  ];
}
