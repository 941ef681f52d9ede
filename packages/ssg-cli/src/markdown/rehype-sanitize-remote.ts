// Remote (untrusted) pages only: after raw HTML has been parsed, keep nothing that can run code
// or restyle the page. GitHub's schema (rehype-sanitize's default) plus exactly what our own
// earlier steps emit: admonition boxes and icons, and `data-meta` on code for the code plugins.
// Later plugins (code highlighting, heading anchors, links) run after this, on clean input.
// Removed: script/style/iframe/object/embed/… with their content, `on*` and `style` attributes,
// URLs other than http(s)/mailto/… (so no javascript:, data:, vbscript:). Ids are kept as written
// so README anchors work, except ids in our own `ssg-` namespace, which could clash with the theme.
import type { Root } from 'hast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import type { Options as Schema } from 'rehype-sanitize';
import { pageState } from './page-state.js';

type Attributes = NonNullable<Schema['attributes']>;
type AttributeList = Attributes[string];

const notOurs = /^(?!ssg-)/;
const defaults = defaultSchema.attributes ?? {};
const everywhere: AttributeList = (defaults['*'] ?? []).map((attribute) =>
  attribute === 'id' || attribute === 'name' ? [attribute, notOurs] : attribute,
);

/** rehype-sanitize's default schema, extended only for markup our plugins produce. */
export const remoteSchema: Schema = {
  ...defaultSchema,
  clobber: [],
  clobberPrefix: '',
  tagNames: [...(defaultSchema.tagNames ?? []), 'aside', 'svg', 'path'],
  strip: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'select', 'frameset'],
  attributes: {
    ...defaults,
    '*': everywhere,
    aside: [['className', 'ssg-admonition', /^ssg-admonition--[a-z]+$/], ['role', 'note']],
    p: [['className', 'ssg-admonition__title']],
    div: [...(defaults.div ?? []), ['className', 'ssg-admonition__body']],
    svg: [['className', 'ssg-admonition__icon'], 'viewBox', 'fill', 'ariaHidden'],
    path: ['d'],
    code: [...(defaults.code ?? []), 'dataMeta'],
  },
};

/** Sanitises the tree of remote pages; a no-op for local ones. */
export default function rehypeSanitizeRemote() {
  const sanitize = rehypeSanitize(remoteSchema);
  return (tree: Root, file: { data: Record<string, unknown> }): Root => {
    if (pageState(file).input.trust !== 'remote') return tree;
    return sanitize(tree) as Root;
  };
}
