// `renderPage`: the theme's entry point. Dispatches on `data.kind` (exhaustively, so a new kind is
// one case plus one component) and wraps the body in the HTML document.
import type { ReactElement } from 'react';
import type { PageData, SiteData } from './contract/index.js';
import { ApiInfoPage } from './components/api/ApiInfoPage.js';
import { ApiOperationPage } from './components/api/ApiOperationPage.js';
import { BlogArchivePage, BlogAuthorsPage, BlogTagsPage } from './components/blog/BlogIndexPages.js';
import { BlogListPage } from './components/blog/BlogListPage.js';
import { BlogPostPage } from './components/blog/BlogPostPage.js';
import { BlogAuthorPage, BlogTagPage } from './components/blog/BlogTaxonomyPages.js';
import { Document } from './components/Document.js';
import { pageHead } from './lib/head.js';
import { CustomPage } from './pages/CustomPage.js';
import { DocCategoryPage } from './pages/DocCategoryPage.js';
import { DocPage } from './pages/DocPage.js';
import { DocTagPage, DocTagsPage } from './pages/DocTagPages.js';
import { MarkdownPage } from './pages/MarkdownPage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';

/** The whole document (`<html>`) for a page; the generator prepends `<!doctype html>`. */
export function renderPage(data: PageData, site: SiteData): ReactElement {
  return (
    <Document site={site} head={pageHead(data, site)} {...(data.kind === 'not-found' ? {} : { route: data.route })}>
      {renderBody(data, site)}
    </Document>
  );
}

/** The body of a page: the page-kind component. */
function renderBody(data: PageData, site: SiteData): ReactElement {
  switch (data.kind) {
    case 'doc':
      return <DocPage data={data} site={site} />;
    case 'doc-category':
      return <DocCategoryPage data={data} site={site} />;
    case 'doc-tags':
      return <DocTagsPage data={data} site={site} />;
    case 'doc-tag':
      return <DocTagPage data={data} site={site} />;
    case 'page':
      return <CustomPage data={data} site={site} />;
    case 'markdown-page':
      return <MarkdownPage data={data} site={site} />;
    case 'not-found':
      return <NotFoundPage data={data} site={site} />;
    case 'blog-list':
      return <BlogListPage data={data} site={site} />;
    case 'blog-post':
      return <BlogPostPage data={data} site={site} />;
    case 'blog-archive':
      return <BlogArchivePage data={data} site={site} />;
    case 'blog-authors':
      return <BlogAuthorsPage data={data} site={site} />;
    case 'blog-author':
      return <BlogAuthorPage data={data} site={site} />;
    case 'blog-tags':
      return <BlogTagsPage data={data} site={site} />;
    case 'blog-tag':
      return <BlogTagPage data={data} site={site} />;
    case 'api-info':
      return <ApiInfoPage data={data} site={site} />;
    case 'api-operation':
      return <ApiOperationPage data={data} site={site} />;
    default:
      return assertNever(data);
  }
}

function assertNever(data: never): never {
  throw new Error(`Unknown page kind: ${JSON.stringify((data as { kind?: unknown }).kind)}`);
}
