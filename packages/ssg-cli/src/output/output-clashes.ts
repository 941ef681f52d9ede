// Paths of one output that cannot all be written: a page whose folder would be a file the build
// writes (a doc at `/sitemap.xml` beside the sitemap), or a file where a page or another file
// needs a folder; and a file of the static folder that a page or a generated file replaces.
import path from 'node:path';
import type { PageRecord } from '../content/types.js';
import type { Diagnostic } from '../report/diagnostics.js';
import { isInside } from './paths.js';
import { routeToFile, type OutputFile } from './types.js';

/**
 * Errors for pages and files in each other's way; warnings for static files (`copyFrom` under
 * `staticDir`) that a page or a generated file of the same path replaces. A clash between files
 * the build makes itself is reported at `configFile`.
 */
export function outputClashes(pages: readonly PageRecord[], files: readonly OutputFile[], staticDir: string, configFile: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  /** What each output path is, for messages, the site file that made it, and whether that is a static file. */
  const owners = new Map<string, { what: string; file?: string; fromStatic?: true }>();
  const staticName = path.basename(staticDir);
  for (const file of files) {
    const output = path.posix.normalize(file.path);
    const fromStatic = 'copyFrom' in file && isInside(staticDir, file.copyFrom);
    const before = owners.get(output);
    if (before?.fromStatic && !fromStatic) {
      diagnostics.push({ severity: 'warning', rule: 'output', file: before.file ?? configFile, message: `${before.what} is replaced by the generated file ${file.path}`, hint: 'Rename or remove the static file: the build writes this file itself.' });
    }
    owners.set(output, fromStatic ? { what: `the static file ${staticName}/${file.path}`, file: `${staticName}/${file.path}`, fromStatic: true } : { what: `the file ${file.path}` });
  }
  for (const page of pages) {
    const output = routeToFile(page.route);
    const before = owners.get(output);
    if (before?.fromStatic) {
      diagnostics.push({ severity: 'warning', rule: 'output', file: before.file ?? configFile, message: `${before.what} is replaced by the page ${page.route} (${page.source})`, hint: 'Rename or remove the static file, or give the page another address.' });
    }
    owners.set(output, { what: `the page ${page.route}`, file: page.source });
  }
  for (const [output, owner] of owners) {
    for (let folder = path.posix.dirname(output); folder !== '.' && folder !== '/'; folder = path.posix.dirname(folder)) {
      const inTheWay = owners.get(folder);
      if (inTheWay === undefined) continue;
      diagnostics.push({
        severity: 'error',
        rule: 'output',
        file: owner.file ?? inTheWay.file ?? configFile,
        message: `${owner.what} needs a folder ${folder}/ where the build writes ${inTheWay.what}`,
        hint: 'Give the page another address (its slug), or rename the file: one path cannot be both a file and a folder.',
      });
      break;
    }
  }
  return diagnostics;
}
