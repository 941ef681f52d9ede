// One page through the theme: page data → the whole HTML document, as UTF-8 bytes (converted once,
// and then written as they are; half the memory of a two-byte string, outside the JavaScript heap).
import { inspect } from 'node:util';
import { renderToString } from 'react-dom/server';
import type { SiteData } from '@ssg/theme/contract';
import type { PageRecord } from '../content/types.js';
import { PAGE_CODE_TIME_LIMIT, PageCodeTimeout, runWithin } from '../markdown/page-code.js';
import { UserError } from '../report/diagnostics.js';
import { thrownAt } from '../runtime/compile-module.js';
import type { ThemeModule } from './theme-module.js';

/** What a hook says when the component runs on another copy of React than the renderer's. */
const HOOK_WITHOUT_REACT = /Cannot read properties of null \(reading 'use[A-Za-z]*'\)|Invalid hook call/;

/** The page's document, `<!doctype html>` included. */
export function renderDocument(page: PageRecord, site: SiteData, theme: ThemeModule): Buffer {
  const render = (): string => renderToString(theme.renderPage(page.data, site));
  // The site's own components (a React page, component overrides) render here, on the build's
  // thread, within a time limit: one that never returns stops the build at its page, not hangs it.
  const ownCode = theme.overrides !== undefined || page.data.kind === 'page';
  try {
    return Buffer.from(`<!doctype html>${ownCode ? runWithin(PAGE_CODE_TIME_LIMIT, render) : render()}`);
  } catch (error) {
    if (error instanceof PageCodeTimeout) {
      throw new UserError(`${page.data.kind === 'page' ? `${page.source}  ` : ''}Rendering ${page.route} did not finish within ${error.limit / 1000} s`, {
        hint: 'A component of the site loops without end (the React page, or an override in `components` of the site config): fix it.',
      });
    }
    // Thrown in a component override of the site's (not in the theme's code that it calls): the site's mistake, at its line.
    const at = theme.overrides ? thrownAt(error, theme.overrides.module, theme.overrides.root) : undefined;
    if (at && !at.file.startsWith('../') && !at.file.includes('node_modules/')) {
      throw new UserError(`${at.file}:${at.line}:${at.column}  A component override threw while rendering ${page.route}: ${(error as Error).message}`, {
        hint: 'Fix the component (named in `components` of the site config). It renders at build time, where there is no browser: use window, document and localStorage in an effect (useEffect) or an island.',
        cause: error,
      });
    }
    // ssg's and the theme's code throw errors: a value that is not one came from the site's code, and names no place.
    if (!(error instanceof Error)) {
      throw new UserError(`A component threw ${inspect(error, { depth: 1, breakLength: Infinity })} while rendering ${page.route}: a value that is not an Error, so its place is not known`, {
        hint: "Find that throw in the site's components (the overrides in `components` of the site config, the React pages, the components MDX pages use) and throw an Error instead, which names its file and line.",
      });
    }
    if (!HOOK_WITHOUT_REACT.test(error.message)) throw error;
    // Two copies of React (a theme linked from another folder brings its own): hooks find no renderer.
    throw new UserError(`The theme's components use a different copy of React from the one ssg renders pages with (${error.message}), rendering ${page.route}`, {
      hint: 'Install React once, so that the site, the theme and ssg resolve the same "react" package (npm ls react; npm dedupe); a theme linked from another folder must not carry its own node_modules/react.',
      cause: error,
    });
  }
}
