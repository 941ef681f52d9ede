// What the search index holds of each page, from page data: docs and blog posts by the sections
// the Markdown stage collected; API operations by summary, method and path, description and
// parameters; the API's front page by its description and tag groups. Unlisted pages and pages
// of other kinds (lists, tags, the home page) are left out.
import { isIndexable, type ApiInfoPageData, type ApiOperationPageData, type TocEntry } from '@ssg/theme/contract';
import { htmlToText } from '../content/blog/html-text.js';
import type { PageRecord } from '../content/types.js';
import type { TextSection } from '../markdown/types.js';
import type { SearchPageInput } from './build-search-index.js';

/** The searchable pages of `pages`, in the same order. */
export function searchPages(pages: readonly PageRecord[]): SearchPageInput[] {
  return pages.flatMap((page): SearchPageInput[] => {
    const { data } = page;
    if (!isIndexable(data)) return [];
    switch (data.kind) {
      case 'doc':
        return [{ route: data.route, title: data.title, kind: 'doc', sections: page.sections ?? [], ...(page.textKey !== undefined ? { textKey: page.textKey } : {}) }];
      case 'blog-post':
        return [{ route: data.route, title: data.title, kind: 'blog', sections: page.sections ?? [] }];
      case 'api-operation':
        return [{ route: data.route, title: data.title, kind: 'api', sections: operationSections(data) }];
      case 'api-info':
        return [{ route: data.route, title: data.title, kind: 'api', sections: infoSections(data) }];
      default:
        return [];
    }
  });
}

const join = (...parts: Array<string | undefined>): string => parts.filter((part) => part !== undefined && part !== '').join(' ');

/** The text of a TOC entry's heading. */
function headingText(toc: readonly TocEntry[], id: string): string | undefined {
  const entry = toc.find((candidate) => candidate.id === id);
  return entry ? htmlToText(entry.html) : undefined;
}

function operationSections(data: ApiOperationPageData): TextSection[] {
  const intro: TextSection = {
    headings: [],
    text: join(data.method.toUpperCase(), data.path, data.operationId, htmlToText(data.descriptionHtml)),
  };
  const groups = data.parameters.map((group): TextSection => ({
    id: group.id,
    headings: [headingText(data.toc, group.id) ?? group.location],
    text: group.parameters
      .map((parameter) => join(parameter.name, parameter.schema?.typeLabel, parameter.descriptionHtml ? htmlToText(parameter.descriptionHtml) : undefined))
      .join(' '),
  }));
  return [intro, ...groups];
}

function infoSections(data: ApiInfoPageData): TextSection[] {
  const intro: TextSection = { headings: [], text: join(data.version, htmlToText(data.descriptionHtml)) };
  const groups = data.groups.map((group): TextSection => ({
    id: group.id,
    headings: [group.name],
    text: join(group.descriptionHtml ? htmlToText(group.descriptionHtml) : undefined, ...group.operations.map((operation) => operation.summary)),
  }));
  return [intro, ...groups];
}
