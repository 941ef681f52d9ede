// The head tags search engines and link previews read: description, robots, canonical, keywords,
// OpenGraph, Twitter card and JSON-LD.
import type { ReactElement } from 'react';
import type { SiteData } from '../contract/index.js';
import type { PageHead } from '../lib/head.js';
import { jsonLd } from '../lib/structured-data.js';

export function HeadMeta({ site, head }: { site: SiteData; head: PageHead }): ReactElement {
  return (
    <>
      <meta name="description" content={head.description} />
      {head.noindex ? <meta name="robots" content="noindex" /> : null}
      {head.canonical !== undefined ? <link rel="canonical" href={head.canonical} /> : null}
      {head.keywords.length > 0 ? <meta name="keywords" content={head.keywords.join(', ')} /> : null}
      <meta property="og:type" content={head.type} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      {head.canonical !== undefined ? <meta property="og:url" content={head.canonical} /> : null}
      <meta property="og:site_name" content={site.title} />
      {head.image !== undefined ? <meta property="og:image" content={head.image} /> : null}
      {head.article ? <meta property="article:published_time" content={head.article.publishedTime} /> : null}
      {head.article?.tags.map((tag) => <meta key={tag} property="article:tag" content={tag} />)}
      <meta name="twitter:card" content={head.image !== undefined ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      {head.image !== undefined ? <meta name="twitter:image" content={head.image} /> : null}
      {head.structuredData.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />
      ))}
    </>
  );
}
