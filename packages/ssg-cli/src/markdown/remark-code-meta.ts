// Keeps a code fence's meta string (`title="x" {4-5}`) on the HTML `<code>` element as the
// `data-meta` property. remark-rehype puts meta in `node.data`, which parsing raw HTML
// (rehype-raw) and sanitising drop; a property survives both. The code plugins read and remove it.
// What other documentation tools write into the info string's first word besides a language is
// moved to the meta first (no language's name holds `,`, `{`, `[` or `=`): rustdoc's and mdBook's
// attributes after a comma (```` ```rust,no_run ````: Rust, not tested), VitePress's lines and title
// written against it (```` ```js{4-5} [server.js] ````, ```` ```[.env] ````), and MkDocs'
// attributes without a language (```` ```hl_lines="17" ````, ```` ```title="a.txt" ````).
import type { Code, Root } from 'mdast';
import { walk } from './walk.js';

/** The language of a fence's first word, and what follows it that is meta (see above). */
export function splitFenceLanguage(word: string): { lang: string | null; meta: string } {
  if (word.includes('=')) return { lang: null, meta: word };
  const at = word.search(/[,{[]/);
  if (at === -1) return { lang: word, meta: '' };
  const lang = at === 0 ? null : word.slice(0, at);
  // rustdoc's attributes become the meta's flags.
  return { lang, meta: word[at] === ',' ? word.slice(at + 1).replaceAll(',', ' ') : word.slice(at) };
}

/** Moves meta out of `code.lang`, and copies `code.meta` into `hProperties.dataMeta`. */
export default function remarkCodeMeta() {
  return (tree: Root): void => {
    walk<Code>(tree, 'code', (node) => {
      if (node.lang) {
        const { lang, meta } = splitFenceLanguage(node.lang);
        if (meta) {
          node.lang = lang;
          node.meta = node.meta ? `${meta} ${node.meta}` : meta;
        }
      }
      if (!node.meta) return;
      node.data ??= {};
      node.data.hProperties = { ...node.data.hProperties, dataMeta: node.meta };
    });
  };
}
