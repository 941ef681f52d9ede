// GitHub's alerts: a block quote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
// `[!WARNING]` or `[!CAUTION]` becomes the same call-out box as an admonition, titled as GitHub
// titles it (Important shows as info, Caution as danger). READMEs use them; docs may too.
import type { Blockquote, BlockContent, DefinitionContent, Root } from 'mdast';
import { walk } from './walk.js';
import { makeAdmonition, type AdmonitionKind } from './remark-admonitions.js';

const ALERTS: Record<string, { kind: AdmonitionKind; title: string }> = {
  NOTE: { kind: 'note', title: 'Note' },
  TIP: { kind: 'tip', title: 'Tip' },
  IMPORTANT: { kind: 'info', title: 'Important' },
  WARNING: { kind: 'warning', title: 'Warning' },
  CAUTION: { kind: 'danger', title: 'Caution' },
};

const MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\r?\n|$)/i;

/** Turns alert block quotes into `aside.ssg-admonition` boxes. */
export default function remarkGithubAlerts() {
  return (tree: Root): void => {
    walk<Blockquote>(tree, 'blockquote', (node) => {
      const [first, ...rest] = node.children;
      const lead = first?.type === 'paragraph' ? first.children[0] : undefined;
      if (lead?.type !== 'text') return;
      const match = MARKER.exec(lead.value);
      const alert = match ? ALERTS[match[1]!.toUpperCase()] : undefined;
      if (!match || !alert || first?.type !== 'paragraph') return;
      lead.value = lead.value.slice(match[0].length);
      if (lead.value === '') first.children.shift();
      // A line break right after the marker (`[!NOTE]  ` with two spaces) is the marker's own.
      if (first.children[0]?.type === 'break') first.children.shift();
      const body = (first.children.length > 0 ? [first, ...rest] : rest) as Array<BlockContent | DefinitionContent>;
      makeAdmonition(node, alert.kind, [{ type: 'text', value: alert.title }], body);
    });
  };
}
