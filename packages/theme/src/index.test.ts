// Locks the public exports of the theme package.
import { describe, expect, it } from 'vitest';

describe('@ssg/theme exports', () => {
  it('exports exactly the public API', async () => {
    const exported = Object.keys(await import('./index.js')).sort();
    expect(exported).toEqual(
      [
        'Article',
        'Breadcrumbs',
        'CardGrid',
        'COLOR_MODE_CHOICES',
        'DATA_ATTRIBUTES',
        'DocLayout',
        'Document',
        'Layout',
        'LogoMark',
        'Markdown',
        'MethodBadge',
        'Pager',
        'STORAGE_KEYS',
        'Sidebar',
        'TocCollapsible',
        'TocNav',
        'absoluteUrl',
        'breadcrumbTrail',
        'buildHeadScript',
        'buildSidebarView',
        'categoryContainsRoute',
        'colorModeToggleLabel',
        'documentTitle',
        'flattenSidebar',
        'headScriptOptions',
        'isColorModeChoice',
        'isExternalUrl',
        'isNavItemActive',
        'isUnderRoute',
        'linkHref',
        'nestToc',
        'nextColorModeChoice',
        'normalizeRoute',
        'pageHead',
        'renderPage',
        'sameRoute',
        'themeStylesheet',
        'themeStylesheetUrl',
        'themeStylesheets',
        'withBase',
      ].sort(),
    );
  });
});
