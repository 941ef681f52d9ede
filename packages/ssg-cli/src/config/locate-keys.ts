// Finds where a key of the site config is written in `ssg.config.ts`, so that a validation
// problem can be reported at its line and column. The config's source is parsed with TypeScript
// (loaded only when there is a problem to place); the default export is followed through
// `defineConfig(…)`, `as`/`satisfies` and a `const` of the same file, then the key path through
// object and array literals. Where the path leaves the literals (a helper call, a spread), the
// place of the last part written out is given.
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { importModule } from '../runtime/import-module.js';

export interface KeyPosition {
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
}

type TS = typeof import('typescript');
type Node = import('typescript').Node;
type Expression = import('typescript').Expression;

/**
 * The position of each key path in `text` (the config's source), or undefined where none can be
 * found. A path ending in an unknown key (`extra`) gives the place of that key's name.
 */
export async function locateKeys(text: string, fileName: string, paths: Array<{ path: PropertyKey[]; extra?: string }>): Promise<Array<KeyPosition | undefined>> {
  if (paths.length === 0) return [];
  let ts: TS;
  try {
    const module = (await importModule('typescript')) as TS & { default?: TS };
    ts = module.default ?? module;
  } catch {
    return paths.map(() => undefined);
  }
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const root = exportedObject(ts, source);
  const position = (node: Node): KeyPosition => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
    return { line: line + 1, column: character + 1 };
  };
  return paths.map(({ path, extra }) => {
    if (!root) return undefined;
    let node: Node = root;
    for (const key of [...path, ...(extra === undefined ? [] : [extra])]) {
      const next = child(ts, source, node, key, key === extra);
      if (!next) break;
      node = next;
    }
    return position(node);
  });
}

/**
 * Where `key` (as `locateKeys` takes it) is written in the config file `file`, as
 * `<file>:<line>:<column>  ` (the file relative to `root`), to put before a message about it;
 * empty when it cannot be placed.
 */
export async function configKeyPlace(file: string, root: string, key: { path: PropertyKey[]; extra?: string }): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  const [at] = text === undefined ? [] : await locateKeys(text, file, [key]);
  return at ? `${relative(root, file)}:${at.line}:${at.column}  ` : '';
}

/** The expression `export default …` gives, unwrapped to the object literal when there is one. */
function exportedObject(ts: TS, source: import('typescript').SourceFile): Node | undefined {
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) return unwrap(ts, source, statement.expression);
  }
  return undefined;
}

/** Follows `defineConfig(x)`, `(x)`, `x as T`, `x satisfies T` and a `const x = …` of the file. */
function unwrap(ts: TS, source: import('typescript').SourceFile, expression: Expression, depth = 0): Node {
  if (depth > 10) return expression;
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression)) {
    return unwrap(ts, source, expression.expression, depth + 1);
  }
  if (ts.isCallExpression(expression) && expression.arguments.length === 1 && ts.isIdentifier(expression.expression) && expression.expression.text === 'defineConfig') {
    return unwrap(ts, source, expression.arguments[0]!, depth + 1);
  }
  if (ts.isIdentifier(expression)) {
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === expression.text && declaration.initializer) {
          return unwrap(ts, source, declaration.initializer, depth + 1);
        }
      }
    }
  }
  return expression;
}

/** The value (or, for `name`, the key) of `key` in an object or array literal. */
function child(ts: TS, source: import('typescript').SourceFile, node: Node, key: PropertyKey, name: boolean): Node | undefined {
  if (ts.isObjectLiteralExpression(node)) {
    for (const property of node.properties) {
      if (!property.name || propertyName(ts, property.name) !== String(key)) continue;
      if (name) return property.name;
      if (ts.isPropertyAssignment(property)) return unwrap(ts, source, property.initializer);
      if (ts.isShorthandPropertyAssignment(property)) return unwrap(ts, source, property.name);
      return property;
    }
    return undefined;
  }
  if (ts.isArrayLiteralExpression(node) && typeof key === 'number') {
    const element = node.elements[key];
    return element && !ts.isSpreadElement(element) ? unwrap(ts, source, element) : undefined;
  }
  return undefined;
}

function propertyName(ts: TS, name: import('typescript').PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  return undefined;
}
