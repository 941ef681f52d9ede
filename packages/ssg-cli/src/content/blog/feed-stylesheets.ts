// XSLT stylesheets for the feeds: a browser that opens `rss.xml` or `atom.xml` shows a small
// readable page (what a feed is, the posts with dates, authors, tags and summaries) instead of
// raw XML. Feed readers ignore them.

const STYLE = `
:root { color-scheme: light dark; --fg: #1f2937; --muted: #4b5563; --bg: #ffffff; --line: #e5e7eb; --accent: #be185d; --note: #fdf2f8; }
@media (prefers-color-scheme: dark) { :root { --fg: #e5e7eb; --muted: #a1a1aa; --bg: #111113; --line: #2e2e33; --accent: #f9a8d4; --note: #2a1a23; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 1rem/1.65 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 46rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
a { color: var(--accent); text-underline-offset: 0.2em; }
a:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.notice { background: var(--note); border-left: 4px solid var(--accent); padding: 0.75rem 1rem; border-radius: 0.375rem; }
h1 { font-size: 2rem; line-height: 1.2; margin: 2rem 0 0.5rem; }
h2 { font-size: 1.3rem; line-height: 1.3; margin: 0 0 0.25rem; }
article { border-top: 1px solid var(--line); padding: 1.5rem 0; }
.meta { color: var(--muted); font-size: 0.9rem; margin: 0 0 0.5rem; }
.tag { display: inline-block; border: 1px solid var(--line); border-radius: 999px; padding: 0 0.6rem; margin-right: 0.25rem; font-size: 0.8rem; }
`;

/** The document around a feed's posts; `parts` are XSLT fragments picking from the feed. */
function stylesheet(parts: { namespaces: string; kind: string; title: string; description: string; home: string; items: string; item: string }): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" ${parts.namespaces}>
  <xsl:output method="html" encoding="utf-8" indent="yes" doctype-system="about:legacy-compat"/>
  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="${parts.title}"/> (${parts.kind} feed)</title>
        <style>${STYLE}</style>
      </head>
      <body>
        <main>
          <p class="notice"><strong>This is an ${parts.kind} feed.</strong> Copy the address of this page into your feed reader to follow new posts.</p>
          <h1><xsl:value-of select="${parts.title}"/></h1>
          <p><xsl:value-of select="${parts.description}"/></p>
          <p><a href="{${parts.home}}">Visit the blog →</a></p>
          <xsl:for-each select="${parts.items}">
            <article>${parts.item}
            </article>
          </xsl:for-each>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;
}

/** Stylesheet for `rss.xml` (RSS 2.0). */
export function rssStylesheet(): string {
  return stylesheet({
    namespaces: 'xmlns:content="http://purl.org/rss/1.0/modules/content/" exclude-result-prefixes="content"',
    kind: 'RSS',
    title: '/rss/channel/title',
    description: '/rss/channel/description',
    home: '/rss/channel/link',
    items: '/rss/channel/item',
    item: `
              <h2><a href="{link}"><xsl:value-of select="title"/></a></h2>
              <p class="meta">
                <time><xsl:value-of select="substring(pubDate, 6, 11)"/></time>
                <xsl:for-each select="author"> · <xsl:value-of select="."/></xsl:for-each>
              </p>
              <p><xsl:value-of select="description" disable-output-escaping="yes"/></p>
              <p><xsl:for-each select="category"><span class="tag"><xsl:value-of select="."/></span></xsl:for-each></p>`,
  });
}

/** Stylesheet for `atom.xml` (Atom 1.0, whose elements live in the Atom namespace). */
export function atomStylesheet(): string {
  return stylesheet({
    namespaces: 'xmlns:atom="http://www.w3.org/2005/Atom" exclude-result-prefixes="atom"',
    kind: 'Atom',
    title: '/atom:feed/atom:title',
    description: '/atom:feed/atom:subtitle',
    home: "/atom:feed/atom:link[@rel='alternate']/@href",
    items: '/atom:feed/atom:entry',
    item: `
              <h2><a href="{atom:link[not(@rel) or @rel='alternate']/@href}"><xsl:value-of select="atom:title" disable-output-escaping="yes"/></a></h2>
              <p class="meta">
                <time><xsl:value-of select="substring(atom:published, 1, 10)"/></time>
                <xsl:for-each select="atom:author"> · <xsl:value-of select="atom:name"/></xsl:for-each>
              </p>
              <p><xsl:value-of select="atom:summary" disable-output-escaping="yes"/></p>
              <p><xsl:for-each select="atom:category"><span class="tag"><xsl:value-of select="@label"/></span></xsl:for-each></p>`,
  });
}
