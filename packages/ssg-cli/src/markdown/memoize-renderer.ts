// For the dev server: a page whose Markdown and context are unchanged since the last build is not
// parsed again. The store is owned by the caller (the server's build cache) and lives as long as
// it does; a result that copies files (images) is always rendered again, since the files may have
// changed without the Markdown changing.
import type { MarkdownInput, MarkdownResult, RenderMarkdown } from './types.js';

/** Wraps `render` so that equal inputs under an equal `context` reuse the earlier result. */
export function memoizeRenderer(render: RenderMarkdown, store: Map<string, MarkdownResult>, context: string): RenderMarkdown {
  return async (input: MarkdownInput) => {
    const key = JSON.stringify([context, input.file, input.absPath, input.route, input.trust, input.linkBase, input.lineOffset, input.source]);
    const known = store.get(key);
    if (known) return known;
    const result = await render(input);
    if (result.assets.length === 0) store.set(key, result);
    return result;
  };
}
