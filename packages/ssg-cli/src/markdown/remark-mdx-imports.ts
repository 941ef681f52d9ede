// The `import` lines of an MDX page, resolved at build time (mdx-import-targets.ts says what each names):
// - the theme's components (`@theme/Tabs`, `@theme/Admonition`, …) are built in: the import goes,
//   its local name stays known (remark-mdx-components renders it);
// - Markdown and MDX partials (`./_intro.mdx`, `@site/docs/_shared.md`) are parsed and inlined
//   where the page uses them (`<Intro />`), their own imports resolved from their folder;
// - local modules (`./Chart.tsx`, `@site/src/components/Badge`) and packages are compiled or
//   resolved, and the import becomes `export const Name = arguments[0].ssgImports[i].default`:
//   the renderer imports the modules and hands them to the compiled page (no `import()` in it);
// - stylesheets (`./home.css`, CSS modules) and files used by URL (`./logo.png`) are compiled as
//   modules too; the CSS that the page's modules gather is linked from the page, and the files
//   they import by URL are copied (the page's `stylesheets` and `assets`);
// - `require('./shot.png')` in the page's own code (`src={require('./shot.png').default}`) is the
//   module it names, bound as an import is (mdx-requires.ts finds the calls);
// - the common `@docusaurus/…` modules (`Link`, `useBaseUrl`, `useIsBrowser`, …) are bound to
//   build-time stand-ins (docusaurus-modules.ts) the same way;
// - what cannot be provided (other `@docusaurus/…` and `@theme/…` modules, other files) goes, with
//   a warning; components named by it are then unknown (rendered as their content);
// - a file that is not there, a package that is not installed, a stylesheet that is not CSS
//   (Sass) or a module that does not compile is an error at the import (or the `require`).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { Node } from 'unist';
import type { Processor } from 'unified';
import { isFile } from '../output/paths.js';
import { UserError } from '../report/diagnostics.js';
import { refuseMistake, resolveSource } from './mdx-import-targets.js';
import { requireCalls, type EsNode } from './mdx-requires.js';
import { mdxCompileError, prepareMdxSource } from './mdx-source.js';
import { checkMdxNesting } from './mdx-nesting.js';
import { PARTIAL_LINES, pageState, positionOf, siteDirOf, warn, type PageState } from './page-state.js';
import type { AssetRef } from './types.js';
import { decodePath, splitUrl, urlKind } from './url.js';
import { walk } from './walk.js';

/** The components the theme provides in MDX without an import. */
export const MDX_BUILTINS = ['Tabs', 'TabItem', 'Admonition', 'CodeBlock', 'Details', 'DocCardList', 'TOCInline'] as const;
export type MdxBuiltin = (typeof MDX_BUILTINS)[number];
const BUILTIN_SET: ReadonlySet<string> = new Set(MDX_BUILTINS);

/** A local module compiled for a page: the URL to import it from, the files it was made from, the CSS it gathers, the files it imports by URL. */
export interface CompiledImport {
  url: string;
  inputs: string[];
  stylesheet?: AssetRef;
  assets: AssetRef[];
}

export interface MdxImportsOptions {
  /** Compiles a local module (TypeScript, JSX), or one that imports a stylesheet or a file used by URL. */
  compileModule: (absPath: string) => Promise<CompiledImport>;
  siteDir?: string;
}

/** What the imports of a page leave for the rest of the MDX pipeline, in `file.data`. */
export interface MdxImports {
  /** URLs of the modules the compiled page receives as `arguments[0].ssgImports`, in order. */
  modules: string[];
  /** Local names bound to a built-in component (`Tabs`, or an alias). */
  builtins: Map<string, MdxBuiltin>;
  /** Local names imported from what ssg does not provide, with the import's source. */
  missing: Map<string, string>;
}

const KEY = 'ssgMdxImports';

/** The imports found in the page being compiled. */
export function mdxImports(file: { data: Record<string, unknown> }): MdxImports {
  return (file.data[KEY] ??= { modules: [], builtins: new Map(), missing: new Map() }) as MdxImports;
}

// The parts of the ESTree and MDX nodes this plugin reads and writes.
interface ImportSpecifier {
  type: 'ImportDefaultSpecifier' | 'ImportNamespaceSpecifier' | 'ImportSpecifier';
  local: { name: string };
  imported?: { type: string; name?: string; value?: string };
}
interface ImportDeclaration {
  type: 'ImportDeclaration';
  source: { value: string };
  specifiers: ImportSpecifier[];
}
interface EsmNode extends Node {
  type: 'mdxjsEsm';
  value: string;
  data?: { estree?: { type: 'Program'; body: EsNode[]; sourceType: string } };
}
interface JsxElement extends Node {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  children: RootContent[];
}

const identifier = (name: string): EsNode => ({ type: 'Identifier', name });
const member = (object: EsNode, property: EsNode, computed = false): EsNode => ({ type: 'MemberExpression', object, property, computed, optional: false });

/** `export const local = arguments[0].ssgImports[index]<.imported>` */
function bindImport(local: string, index: number, imported: 'default' | string | undefined): EsNode {
  const module = member(member(member(identifier('arguments'), { type: 'Literal', value: 0 }, true), identifier('ssgImports')), { type: 'Literal', value: index }, true);
  const init = imported === undefined ? module : member(module, { type: 'Literal', value: imported }, true);
  return {
    type: 'ExportNamedDeclaration',
    specifiers: [],
    source: null,
    declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: identifier(local), init }] },
  };
}

/** `export const local = {}` */
function bindEmpty(local: string): EsNode {
  return {
    type: 'ExportNamedDeclaration',
    specifiers: [],
    source: null,
    declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: identifier(local), init: { type: 'ObjectExpression', properties: [] } }] },
  };
}

/** Resolves, inlines and binds the imports of MDX pages; runs first among the remark transforms. */
export default function remarkMdxImports(this: Processor, options: MdxImportsOptions) {
  const processor = this;

  /**
   * Resolves the imports of `tree` (the page, or a partial at `absPath`), inlining partials; `chain`
   * guards against cycles. Each module is compiled once for the page; what it and each partial
   * were made from becomes the page's dependencies (a change renders it again).
   */
  const resolveTree = async (tree: Root, absPath: string, state: PageState, found: MdxImports, chain: string[], compiled: Map<string, Promise<CompiledImport>>): Promise<EsmNode[]> => {
    const siteDir = siteDirOf(state, options.siteDir) ?? path.dirname(absPath);
    const kept: EsmNode[] = [];
    const partials = new Map<string, RootContent[]>();
    for (const node of [...tree.children] as Node[]) {
      if (node.type !== 'mdxjsEsm') continue;
      const esm = node as EsmNode;
      const program = esm.data?.estree;
      if (!program) continue;
      const body: EsNode[] = [];
      for (const statement of program.body) {
        if (statement.type !== 'ImportDeclaration') {
          body.push(statement);
          continue;
        }
        const declaration = statement as unknown as ImportDeclaration;
        const source = declaration.source.value;
        const locals = declaration.specifiers.map((specifier) => specifier.local.name);
        const theme = /^@theme(?:-original|-init)?\/(.+)$/.exec(source)?.[1];
        if (theme !== undefined && BUILTIN_SET.has(theme)) {
          for (const local of locals) found.builtins.set(local, theme as MdxBuiltin);
          continue;
        }
        const target = resolveSource(source, absPath, siteDir);
        const what = `${fileOf(state, esm)}  MDX import "${source}"`;
        refuseMistake(target, what);
        if (target.kind === 'missing') {
          for (const local of locals) found.missing.set(local, source);
          if (locals.length === 0 || theme === undefined) {
            warn(state, esm, 'mdx-import', `MDX import "${source}" is not available in ssg: ${target.why}`, target.hint);
          }
          continue;
        }
        if (target.kind === 'partial') {
          if (chain.includes(target.file)) {
            throw new UserError(`${fileOf(state, esm)}  The partial ${path.relative(siteDir, target.file)} imports itself (through ${chain.map((file) => path.relative(siteDir, file)).join(' → ')})`, {
              hint: 'Remove the import that closes the circle.',
            });
          }
          const content = await parsePartial(target.file, siteDir, state);
          state.dependencies.push(target.file);
          const hoisted = await resolveTree(content, target.file, state, found, [...chain, target.file], compiled);
          kept.push(...hoisted);
          const local = declaration.specifiers.find((specifier) => specifier.type === 'ImportDefaultSpecifier')?.local.name;
          if (local) partials.set(local, content.children.filter((child) => child.type !== ('mdxjsEsm' as string)));
          continue;
        }
        const url = target.kind === 'package' ? target.url : await useModule(target.file, what, state, compiled);
        if (target.kind === 'stylesheet') {
          // A plain stylesheet exports nothing: a name given to it is an empty object, as webpack's.
          for (const local of locals) body.push(bindEmpty(local));
          continue;
        }
        const index = moduleIndex(found, url);
        for (const specifier of declaration.specifiers) {
          const imported = specifier.type === 'ImportDefaultSpecifier' ? 'default' : specifier.type === 'ImportNamespaceSpecifier' ? undefined : (specifier.imported?.name ?? specifier.imported?.value);
          body.push(bindImport(specifier.local.name, index, imported));
        }
      }
      program.body = body;
      if (body.length > 0) kept.push(esm);
    }
    const required = await bindRequires(tree, absPath, siteDir, state, found, compiled);
    // First: the page's exports may use them.
    if (required.length > 0) kept.unshift({ type: 'mdxjsEsm', value: '', data: { estree: { type: 'Program', body: required, sourceType: 'module' } } });
    tree.children = tree.children.filter((child) => (child.type as string) !== 'mdxjsEsm');
    if (partials.size > 0) inlinePartials(tree, partials);
    return kept;
  };

  /**
   * Compiles a local module once for the page (`what`: where the page names it), and adds what it
   * was made from, the CSS it gathers and the files it imports by URL to the page's; its URL.
   */
  const useModule = async (file: string, what: string, state: PageState, compiled: Map<string, Promise<CompiledImport>>): Promise<string> => {
    let module = compiled.get(file);
    if (!module) compiled.set(file, (module = options.compileModule(file)));
    const { url, inputs, stylesheet, assets } = await module.catch((error: unknown) => {
      // The module's own error (at its line), after the place in the page that brought it in.
      throw error instanceof UserError ? new UserError(`${what}: ${error.message}`, { hint: error.hint, cause: error.cause }) : error;
    });
    state.dependencies.push(...inputs);
    const copied = new Set(state.assets.map((asset) => asset.source));
    for (const asset of [...(stylesheet ? [stylesheet] : []), ...assets]) if (!copied.has(asset.source)) state.assets.push(asset);
    if (stylesheet) (state.stylesheets ??= []).push(stylesheet.route);
    return url;
  };

  /**
   * Puts in the place of each `require('…')` in the code of `tree` (the page, or a partial at
   * `absPath`) the module it names, as webpack does: `_ssgRequire<i>`, bound to the module (a plain
   * stylesheet: `{}`). The bindings, each once, are returned.
   */
  const bindRequires = async (tree: Root, absPath: string, siteDir: string, state: PageState, found: MdxImports, compiled: Map<string, Promise<CompiledImport>>): Promise<EsNode[]> => {
    const bindings = new Map<number, EsNode>();
    for (const call of requireCalls(tree)) {
      if (call.source === undefined) {
        throw new UserError(`${fileOf(state, call.at)}  require(…) names no module: its argument must be a string`, {
          hint: "The module a page requires is found before the page runs, as webpack does: write its path as a string (require('./img/shot.png')), or import it.",
        });
      }
      const target = resolveSource(call.source, absPath, siteDir);
      const what = `${fileOf(state, call.at)}  require("${call.source}")`;
      refuseMistake(target, what);
      if (target.kind === 'missing') throw new UserError(`${what}: ${target.why}`, target.hint ? { hint: target.hint } : {});
      if (target.kind === 'partial') {
        throw new UserError(`${what}: a Markdown or MDX file is a partial, not a module`, { hint: `Import it (import Partial from '${call.source}') and write <Partial /> where it goes.` });
      }
      const url = target.kind === 'package' ? target.url : await useModule(target.file, what, state, compiled);
      if (target.kind === 'stylesheet') {
        call.replace({ type: 'ObjectExpression', properties: [] });
        continue;
      }
      const index = moduleIndex(found, url);
      const name = `_ssgRequire${index}`;
      // As webpack's require(): a CommonJS package's `module.exports`, any other module's namespace.
      if (!bindings.has(index)) bindings.set(index, bindImport(name, index, target.kind === 'package' && target.commonJs ? 'default' : undefined));
      call.replace(identifier(name));
    }
    return [...bindings.values()];
  };

  /** A partial's tree, its positions in its own file and its links to files written from its folder. */
  const parsePartial = async (file: string, siteDir: string, state: PageState): Promise<Root> => {
    const text = await readFile(file, 'utf8');
    const body = text.replace(/^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, (front) => front.replace(/[^\n]/g, ''));
    const name = path.relative(siteDir, file);
    let tree: Root;
    try {
      const source = prepareMdxSource(body);
      checkMdxNesting(source, name, 0);
      tree = processor.parse({ value: source, path: file }) as Root;
    } catch (error) {
      throw mdxCompileError(error, name, 0, 'Could not compile the MDX partial');
    }
    const lines = (state.partials ??= []).push(name) * PARTIAL_LINES;
    walk(tree, undefined, (node) => {
      if (node.position) {
        node.position.start.line += lines;
        node.position.end.line += lines;
      }
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
        const link = node as Node & { url: string };
        link.url = fromPage(link.url, path.dirname(file), path.dirname(state.input.absPath));
      }
    });
    return tree;
  };

  return async (tree: Root, file: { data: Record<string, unknown> }): Promise<void> => {
    const state = pageState(file);
    const found = mdxImports(file);
    const hoisted = await resolveTree(tree, state.input.absPath, state, found, [state.input.absPath], new Map());
    // Each name once (two partials may import the same component).
    const names = new Set<string>();
    for (const esm of hoisted) {
      const program = esm.data!.estree!;
      program.body = program.body.filter((statement) => {
        const name = declaredName(statement);
        if (name === undefined) return true;
        if (names.has(name)) return false;
        names.add(name);
        return true;
      });
    }
    tree.children.unshift(...(hoisted.filter((esm) => esm.data!.estree!.body.length > 0) as unknown as RootContent[]));
  };
}

/** The index of the module at `url` among those the page receives, added if new. */
function moduleIndex(found: MdxImports, url: string): number {
  const index = found.modules.indexOf(url);
  return index === -1 ? found.modules.push(url) - 1 : index;
}

function fileOf(state: PageState, node: Node): string {
  const { file, line, column } = positionOf(state, node);
  return line === undefined ? file : `${file}:${line}:${column ?? 1}`;
}

/** The name an `export const x = …` statement declares. */
function declaredName(statement: EsNode): string | undefined {
  const declaration = statement.declaration as { declarations?: Array<{ id: { name?: string } }> } | undefined;
  return statement.type === 'ExportNamedDeclaration' ? declaration?.declarations?.[0]?.id.name : undefined;
}

/**
 * A link written in a partial in `partialDir`, as the page in `pageDir` that shows it must write
 * it: a relative link to a file there names that file from the page's folder (`../faq.md` in
 * `docs/_snippets/` → `../../faq.md` from `docs/guides/deep/`), as Docusaurus, which compiles
 * each partial on its own, resolves it. Other links (`./intro`, a route) are the page's URLs.
 */
function fromPage(url: string, partialDir: string, pageDir: string): string {
  if (partialDir === pageDir || urlKind(url) !== 'relative' || url.startsWith('@site/')) return url;
  const { path: written, suffix } = splitUrl(url);
  if (written === '') return url;
  const file = path.resolve(partialDir, decodePath(written));
  if (!isFile(file)) return url;
  const relative = path.relative(pageDir, file).split(path.sep).map(encodeURIComponent).join('/');
  return `${relative.startsWith('../') ? '' : './'}${relative}${suffix}`;
}

/** Replaces each use of a partial (`<Intro />`) with its content. */
function inlinePartials(tree: Root, partials: Map<string, RootContent[]>): void {
  const visit = (parent: { children: RootContent[] }): void => {
    for (let index = 0; index < parent.children.length; index++) {
      const child = parent.children[index] as Node & { children?: RootContent[] };
      const element = child as JsxElement;
      const content = (element.type === 'mdxJsxFlowElement' || element.type === 'mdxJsxTextElement') && element.name ? partials.get(element.name) : undefined;
      if (content) {
        // In running text, a one-paragraph partial gives its words; anything else its blocks.
        const only = content.length === 1 && content[0]?.type === 'paragraph' ? content[0].children : undefined;
        const replacement = structuredClone(element.type === 'mdxJsxTextElement' && only ? only : content) as RootContent[];
        parent.children.splice(index, 1, ...replacement);
        index += replacement.length - 1;
      } else if (child.children) {
        visit(child as { children: RootContent[] });
      }
    }
  };
  visit(tree);
}
