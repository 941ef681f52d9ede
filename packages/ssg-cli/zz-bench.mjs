// zz-bench.ts
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

// src/markdown/highlighter.ts
import { createHighlighterCore } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
var GRAMMARS = {
  shellscript: () => import("shiki/langs/shellscript.mjs"),
  python: () => import("shiki/langs/python.mjs"),
  json: () => import("shiki/langs/json.mjs"),
  jsonc: () => import("shiki/langs/jsonc.mjs"),
  javascript: () => import("shiki/langs/javascript.mjs"),
  typescript: () => import("shiki/langs/typescript.mjs"),
  tsx: () => import("shiki/langs/tsx.mjs"),
  jsx: () => import("shiki/langs/jsx.mjs"),
  yaml: () => import("shiki/langs/yaml.mjs"),
  toml: () => import("shiki/langs/toml.mjs"),
  dockerfile: () => import("shiki/langs/dockerfile.mjs"),
  ini: () => import("shiki/langs/ini.mjs"),
  dotenv: () => import("shiki/langs/dotenv.mjs"),
  diff: () => import("shiki/langs/diff.mjs"),
  html: () => import("shiki/langs/html.mjs"),
  css: () => import("shiki/langs/css.mjs"),
  markdown: () => import("shiki/langs/markdown.mjs"),
  http: () => import("shiki/langs/http.mjs")
};
var ALIASES = {
  bash: "shellscript",
  sh: "shellscript",
  shell: "shellscript",
  zsh: "shellscript",
  py: "python",
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  ts: "typescript",
  mts: "typescript",
  cts: "typescript",
  yml: "yaml",
  docker: "dockerfile",
  env: "dotenv",
  properties: "ini",
  cfg: "ini",
  patch: "diff",
  htm: "html",
  md: "markdown",
  json5: "jsonc"
};
var LIGHT_THEME = "github-light";
var DARK_THEME = "github-dark";
async function createCodeHighlighter() {
  const started = performance.now();
  const shiki = await createHighlighterCore({
    themes: [import("shiki/themes/github-light.mjs"), import("shiki/themes/github-dark.mjs")],
    langs: [],
    engine: createJavaScriptRegexEngine()
  });
  const loadTimeMs = performance.now() - started;
  const loading = /* @__PURE__ */ new Map();
  function ensureGrammar(lang) {
    let pending = loading.get(lang);
    if (!pending) {
      const load = GRAMMARS[lang];
      pending = load ? load().then((grammar) => shiki.loadLanguage(grammar.default)) : Promise.resolve();
      loading.set(lang, pending);
    }
    return pending;
  }
  return {
    loadTimeMs,
    resolveLanguage(lang) {
      const name = (lang ?? "").trim().toLowerCase();
      if (name in GRAMMARS) return name;
      return ALIASES[name] ?? "text";
    },
    async highlight(code, { lang, highlightLines }) {
      await ensureGrammar(lang);
      const transformers = [];
      if (highlightLines && highlightLines.size > 0) {
        transformers.push({
          line(node, line) {
            if (highlightLines.has(line)) this.addClassToHast(node, "ssg-code__line--highlighted");
          }
        });
      }
      const root = shiki.codeToHast(code, {
        lang,
        themes: { light: LIGHT_THEME, dark: DARK_THEME },
        defaultColor: false,
        transformers
      });
      const pre = root.children[0];
      if (pre?.type !== "element") throw new Error(`Shiki returned no <pre> for a ${lang} block`);
      return pre;
    }
  };
}

// src/markdown/render-markdown.ts
import rehypeRaw from "rehype-raw";
import rehypeStringify from "rehype-stringify";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

// src/markdown/asset-store.ts
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
function createAssetStore(assetsRoute = "/assets/") {
  const entries = /* @__PURE__ */ new Map();
  return {
    async routeFor(absPath) {
      const info = await stat(absPath).catch(() => void 0);
      if (!info?.isFile()) return void 0;
      const known = entries.get(absPath);
      if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known.route;
      const hash = createHash("sha256").update(await readFile(absPath)).digest("hex").slice(0, 8);
      const ext = path.extname(absPath);
      const name = path.basename(absPath, ext).replace(/[^\w.-]+/g, "-") || "file";
      const route = `${assetsRoute}${name}-${hash}${ext.toLowerCase()}`;
      entries.set(absPath, { mtimeMs: info.mtimeMs, size: info.size, route });
      return route;
    }
  };
}

// src/markdown/page-state.ts
var KEY = "ssgPage";
function createPageState(input) {
  return {
    input,
    title: void 0,
    excerptHtml: void 0,
    toc: [],
    anchors: [],
    links: [],
    assets: [],
    diagnostics: []
  };
}
function pageFile(state) {
  return { value: state.input.source, path: state.input.absPath, data: { [KEY]: state } };
}
function pageState(file) {
  const state = file.data[KEY];
  if (!state) throw new Error("Markdown plugin run without page state: process a VFile made by pageFile()");
  return state;
}
function positionOf(state, node) {
  const start = node?.position?.start;
  if (!start) return { file: state.input.file };
  return { file: state.input.file, line: start.line + state.input.lineOffset, column: start.column };
}
function warn(state, node, rule, message, hint) {
  const diagnostic = { severity: "warning", rule, ...positionOf(state, node), message };
  if (hint) diagnostic.hint = hint;
  state.diagnostics.push(diagnostic);
}

// src/markdown/rehype-assets.ts
import path2 from "node:path";
import { visit } from "unist-util-visit";

// src/markdown/url.ts
function urlKind(url) {
  if (url.startsWith("#")) return "hash";
  if (url.startsWith("//") || /^[a-z][a-z\d+.-]*:/i.test(url)) return "external";
  if (url.startsWith("/")) return "absolute";
  return "relative";
}
function splitUrl(url) {
  const cut = url.search(/[?#]/);
  return cut === -1 ? { path: url, suffix: "" } : { path: url.slice(0, cut), suffix: url.slice(cut) };
}
function decodePath(path4) {
  try {
    return decodeURIComponent(path4);
  } catch {
    return path4;
  }
}
function isMarkdownPath(path4) {
  return /\.mdx?$/i.test(path4);
}
function isFilePath(path4) {
  const last = path4.split("/").at(-1) ?? "";
  return /\.[a-z\d]+$/i.test(last) && !isMarkdownPath(last) && !/\.html?$/i.test(last);
}

// src/markdown/rehype-assets.ts
var FILE_PROPERTIES = {
  img: ["src"],
  a: ["href"],
  source: ["src"],
  video: ["src", "poster"],
  audio: ["src"],
  track: ["src"]
};
function rehypeAssets({ store }) {
  return async (tree, file) => {
    const state = pageState(file);
    if (state.input.trust === "remote") return;
    const folder = path2.dirname(state.input.absPath);
    const found = [];
    visit(tree, "element", (node) => {
      for (const property of FILE_PROPERTIES[node.tagName] ?? []) {
        const url = node.properties[property];
        if (typeof url !== "string" || urlKind(url) !== "relative") continue;
        const { path: urlPath } = splitUrl(url);
        if (!urlPath || isMarkdownPath(urlPath)) continue;
        if (node.tagName === "a" && !isFilePath(urlPath)) continue;
        found.push({ node, property, url });
      }
    });
    const sources = found.map(({ url }) => path2.resolve(folder, decodePath(splitUrl(url).path)));
    const routes = await Promise.all(sources.map((source) => store.routeFor(source)));
    const seen = new Set(state.assets.map((asset) => asset.source));
    found.forEach(({ node, property, url }, i) => {
      const source = sources[i] ?? "";
      const route = routes[i];
      if (route === void 0) {
        const expected = path2.posix.join(path2.posix.dirname(state.input.file), decodePath(splitUrl(url).path));
        warn(
          state,
          node,
          "missing-asset",
          `File "${url}" referenced here does not exist`,
          `Expected ${expected}; paths are relative to this Markdown file.`
        );
        return;
      }
      node.properties[property] = route + splitUrl(url).suffix;
      if (!seen.has(source)) {
        seen.add(source);
        state.assets.push({ source, route });
      }
    });
  };
}

// src/markdown/rehype-base-url.ts
import { visit as visit2 } from "unist-util-visit";
var URL_PROPERTIES = ["href", "src", "poster"];
function rehypeBaseUrl({ baseUrl }) {
  return (tree) => {
    if (baseUrl === "/") return;
    visit2(tree, "element", (node) => {
      for (const property of URL_PROPERTIES) {
        const value = node.properties[property];
        if (typeof value === "string" && value.startsWith("/") && !value.startsWith("//")) {
          node.properties[property] = baseUrl + value.slice(1);
        }
      }
    });
  };
}

// src/markdown/rehype-code-blocks.ts
import { toString } from "hast-util-to-string";
import { SKIP, visit as visit3 } from "unist-util-visit";

// src/markdown/code-figure.ts
function el(tagName, properties, children = []) {
  return { type: "element", tagName, properties, children };
}
var text = (value) => ({ type: "text", value });
function tokens(value) {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === "string" ? value.split(/\s+/).filter(Boolean) : [];
}
function codeLanguage(code) {
  const name = tokens(code.properties.className).find((token) => token.startsWith("language-"));
  return name?.slice("language-".length).toLowerCase();
}
function frame(lang, title, className) {
  const figure = el("figure", { className, dataLang: lang ?? "text" });
  if (title) figure.children.push(el("figcaption", { className: ["ssg-code__title"] }, [text(title)]));
  return figure;
}
function sourceLink(url) {
  return el("a", { className: ["ssg-code__source"], href: url }, [text("View on GitHub")]);
}
async function buildCodeFigure(options) {
  const { code, lang, title, highlightLines, highlighter: highlighter2, sourceUrl } = options;
  const grammar = highlighter2.resolveLanguage(lang);
  const figure = frame(lang, title, ["ssg-code"]);
  figure.children.push(await highlighter2.highlight(code, { lang: grammar, highlightLines }));
  if (lang && lang !== "text") figure.children.push(el("span", { className: ["ssg-code__lang"] }, [text(lang)]));
  figure.children.push(
    el("button", { type: "button", className: ["ssg-code__copy"], dataSsgCopy: true, ariaLabel: "Copy code" }, [text("Copy")])
  );
  if (sourceUrl) figure.children.push(sourceLink(sourceUrl));
  return figure;
}
function unavailableCodeFigure(lang, title, sourceUrl) {
  const figure = frame(lang, title, ["ssg-code", "ssg-code--unavailable"]);
  figure.children.push(
    el("p", { className: ["ssg-code__note"] }, [text("This code could not be loaded when the site was built; see it on GitHub.")]),
    sourceLink(sourceUrl)
  );
  return figure;
}

// src/markdown/code-meta.ts
var TOKEN = /(\w[\w-]*)=(?:"([^"]*)"|'([^']*)'|(\S+))|\{([\d\s,-]*)\}|(\S+)/g;
function parseCodeMeta(meta) {
  const result = { title: void 0, highlightLines: /* @__PURE__ */ new Set(), flags: /* @__PURE__ */ new Set() };
  if (!meta) return result;
  for (const match of meta.matchAll(TOKEN)) {
    const [, key, doubleQuoted, singleQuoted, bare, ranges, word] = match;
    if (key === "title") result.title = doubleQuoted ?? singleQuoted ?? bare;
    else if (ranges !== void 0) addRanges(result.highlightLines, ranges);
    else if (word !== void 0) result.flags.add(word);
  }
  return result;
}
function addRanges(lines, ranges) {
  for (const part of ranges.split(",")) {
    const [from, to] = part.trim().split("-").map((n) => Number.parseInt(n, 10));
    if (from === void 0 || Number.isNaN(from)) continue;
    const last = to === void 0 || Number.isNaN(to) ? from : to;
    for (let line = from; line <= Math.min(last, from + 1e4); line++) lines.add(line);
  }
}

// src/markdown/rehype-code-blocks.ts
function blockCode(node) {
  if (node.tagName !== "pre") return void 0;
  if (tokens(node.properties.className).includes("shiki")) return void 0;
  const elements = node.children.filter((child) => child.type === "element");
  const code = elements[0];
  return elements.length === 1 && code?.tagName === "code" ? code : void 0;
}
function takeMeta(code) {
  const meta = code.properties.dataMeta;
  delete code.properties.dataMeta;
  return typeof meta === "string" ? meta : void 0;
}
function rehypeCodeBlocks({ highlighter: highlighter2 }) {
  return async (tree) => {
    const jobs = [];
    visit3(tree, "element", (node, index, parent) => {
      const code = blockCode(node);
      if (!code || !parent || index === void 0) return;
      const meta = parseCodeMeta(takeMeta(code));
      const source = toString(code).replace(/\n$/, "");
      jobs.push(
        buildCodeFigure({
          code: source,
          lang: codeLanguage(code),
          title: meta.title,
          highlightLines: meta.highlightLines,
          highlighter: highlighter2
        }).then((figure) => {
          parent.children[index] = figure;
        })
      );
      return SKIP;
    });
    await Promise.all(jobs);
  };
}

// src/markdown/rehype-code-reference.ts
import { toString as toString2 } from "hast-util-to-string";
import { SKIP as SKIP2, visit as visit4 } from "unist-util-visit";
var BLOB_URL = /^https:\/\/github\.com\/([^/\s]+)\/([^/\s]+)\/blob\/([^/\s#]+)\/([^\s#]+)(?:#L(\d+)(?:-L(\d+))?)?$/;
function parseGitHubFileUrl(url) {
  const match = BLOB_URL.exec(url.trim());
  if (!match) return void 0;
  const [, owner, repo, ref, path4, first, last] = match;
  const parsed = {
    url: url.trim(),
    rawUrl: `https://raw.githubusercontent.com/${owner}/${repo}/${ref}/${path4}`,
    path: decodeURIComponent(path4 ?? "")
  };
  if (first) parsed.firstLine = Number(first);
  if (first) parsed.lastLine = Number(last ?? first);
  return parsed;
}
function sliceLines(code, first, last) {
  const lines = code.replace(/\r?\n$/, "").split(/\r?\n/);
  if (first === void 0) return lines.join("\n");
  if (first < 1 || first > lines.length || (last ?? first) < first) return void 0;
  return lines.slice(first - 1, last).join("\n");
}
async function loadSnippet(target, fetchCode) {
  if (!fetchCode) return { error: "no code fetcher is configured for this build" };
  const fetched = await fetchCode(target.rawUrl).catch((error) => ({ error: String(error) }));
  if ("error" in fetched) return fetched;
  const code = sliceLines(fetched.code, target.firstLine, target.lastLine);
  return code === void 0 ? { error: `lines ${target.firstLine}-${target.lastLine} are outside the file (${fetched.code.split("\n").length} lines)` } : { code };
}
async function renderReference(code, meta, options) {
  const written = toString2(code).trim();
  const target = parseGitHubFileUrl(written);
  if (!target) {
    return {
      warning: {
        message: `Code reference "${written}" is not a GitHub file URL; shown as plain code`,
        hint: "Write https://github.com/OWNER/REPO/blob/REF/PATH, optionally with #L10-L20."
      }
    };
  }
  const lang = codeLanguage(code);
  const title = meta.title ?? target.path;
  const snippet = await loadSnippet(target, options.fetchCodeReference);
  if ("error" in snippet) {
    return {
      figure: unavailableCodeFigure(lang, title, target.url),
      warning: {
        message: `Could not load code reference ${target.url}: ${snippet.error}`,
        hint: "The page shows a link to the file instead; check the URL, or build online."
      }
    };
  }
  const figure = await buildCodeFigure({
    code: snippet.code,
    lang,
    title,
    highlightLines: meta.highlightLines,
    highlighter: options.highlighter,
    sourceUrl: target.url
  });
  return { figure };
}
function rehypeCodeReference(options) {
  return async (tree, file) => {
    const state = pageState(file);
    const blocks = [];
    visit4(tree, "element", (node, index, parent) => {
      const code = blockCode(node);
      if (!code || !parent || index === void 0) return;
      const meta = parseCodeMeta(typeof code.properties.dataMeta === "string" ? code.properties.dataMeta : void 0);
      if (meta.flags.has("reference")) blocks.push({ pre: node, parent, index, job: renderReference(code, meta, options) });
      return SKIP2;
    });
    const results = await Promise.all(blocks.map((block) => block.job));
    blocks.forEach(({ pre, parent, index }, i) => {
      const { figure, warning } = results[i] ?? {};
      if (figure) parent.children[index] = figure;
      if (warning) warn(state, pre, "code-reference", warning.message, warning.hint);
    });
  };
}

// src/markdown/rehype-excerpt.ts
function rehypeExcerpt() {
  const processor = this;
  return (tree, file) => {
    const marker = tree.children.findIndex((node) => node.type === "comment" && node.value.trim() === "truncate");
    if (marker === -1) return;
    const before = { type: "root", children: tree.children.slice(0, marker) };
    pageState(file).excerptHtml = String(processor.stringify(before)).trim();
    tree.children.splice(marker, 1);
  };
}

// src/markdown/rehype-headings.ts
import { toString as toString3 } from "hast-util-to-string";
import GithubSlugger from "github-slugger";
import { visit as visit5 } from "unist-util-visit";
var HEADING = /^h([1-6])$/;
var CUSTOM_ID = /\s*\{#([^\s{}]+)\}\s*$/;
function takeCustomId(heading) {
  const last = heading.children.at(-1);
  if (last?.type !== "text") return void 0;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return void 0;
  last.value = last.value.slice(0, match.index);
  if (!last.value) heading.children.pop();
  return match[1];
}
function tocContent(nodes) {
  return nodes.flatMap((node) => {
    if (node.type !== "element") return [structuredClone(node)];
    const children = tocContent(node.children);
    if (node.tagName === "a") return children;
    const { id: _id, ...properties } = node.properties;
    return [{ type: "element", tagName: node.tagName, properties, children }];
  });
}
function rehypeHeadings(options = {}) {
  const processor = this;
  const levels = options.tocLevels?.length ? options.tocLevels : [2, 3];
  const [minLevel, maxLevel] = [Math.min(...levels), Math.max(...levels)];
  const toHtml = (children) => {
    const root = { type: "root", children };
    return String(processor.stringify(root));
  };
  return (tree, file) => {
    const state = pageState(file);
    const slugger = new GithubSlugger();
    visit5(tree, "element", (node) => {
      const depth = Number(HEADING.exec(node.tagName)?.[1] ?? 0);
      if (!depth) return;
      const custom = takeCustomId(node);
      const text4 = toString3(node).trim();
      const existing = typeof node.properties.id === "string" ? node.properties.id : void 0;
      const id = custom ?? existing ?? slugger.slug(text4);
      node.properties.id = id;
      if (depth === 1 && state.title === void 0) state.title = text4;
      if (depth >= minLevel && depth <= maxLevel) state.toc.push({ id, depth, html: toHtml(tocContent(node.children)) });
      if (depth > 1) {
        node.children.push({
          type: "element",
          tagName: "a",
          properties: { className: ["ssg-heading-anchor"], href: `#${id}`, ariaLabel: `Direct link to ${text4}` },
          children: [{ type: "text", value: "#" }]
        });
      }
    });
    const anchors = /* @__PURE__ */ new Set();
    visit5(tree, "element", (node) => {
      const { id, name } = node.properties;
      if (typeof id === "string" && id) anchors.add(id);
      if (node.tagName === "a" && typeof name === "string" && name) anchors.add(name);
    });
    state.anchors.push(...anchors);
  };
}

// src/markdown/rehype-links.ts
import path3 from "node:path";
import { visit as visit6 } from "unist-util-visit";
function addNoopener(node) {
  if (node.properties.target !== "_blank") return;
  const rel = tokens(node.properties.rel);
  if (!rel.includes("noopener")) node.properties.rel = [...rel, "noopener"];
}
function absoluteRoots(state, siteDir) {
  const { absPath, file, contentDir } = state.input;
  const relative = path3.normalize(file);
  const root = siteDir ?? (absPath.endsWith(relative) ? absPath.slice(0, absPath.length - relative.length) : void 0);
  const top = relative.split(path3.sep)[0];
  const content = contentDir ?? (root !== void 0 && top && top !== relative ? path3.join(root, top) : void 0);
  return [content, root].filter((dir) => dir !== void 0);
}
function resolveMarkdownLink(state, options, filePath, absolute) {
  const candidates = absolute ? absoluteRoots(state, options.siteDir).map((dir) => path3.join(dir, filePath)) : [path3.resolve(path3.dirname(state.input.absPath), filePath)];
  for (const candidate of candidates) {
    const route = options.resolveFileRoute(candidate);
    if (route !== void 0) return route;
  }
  return void 0;
}
function rehypeLinks(options) {
  return (tree, file) => {
    const state = pageState(file);
    const remote = state.input.trust === "remote";
    const record = (node, target, written, kind) => {
      state.links.push({ target, written, kind, position: positionOf(state, node) });
    };
    visit6(tree, "element", (node) => {
      if (node.tagName !== "a") return;
      addNoopener(node);
      const href = node.properties.href;
      if (typeof href !== "string" || !href) return;
      const kind = urlKind(href);
      if (kind === "hash") record(node, href, href, "link");
      if (kind === "external" || kind === "hash" || remote) return;
      const { path: urlPath, suffix } = splitUrl(href);
      if (isMarkdownPath(urlPath)) {
        const route = resolveMarkdownLink(state, options, decodePath(urlPath), kind === "absolute");
        if (route === void 0) {
          warn(
            state,
            node,
            "onBrokenMarkdownLinks",
            `Markdown link "${href}" does not match any content file`,
            "Link to an existing .md file, relative to this file (./other.md) or to the docs folder (/guide/x.md)."
          );
          record(node, href, href, "markdown");
          return;
        }
        node.properties.href = route + suffix;
        record(node, route + suffix, href, "markdown");
      } else if (kind === "absolute") {
        record(node, href, href, "link");
      } else if (!isFilePath(urlPath) && state.input.route) {
        const target = new URL(href, `https://site.invalid${state.input.route}`);
        const resolved = target.pathname + target.search + target.hash;
        node.properties.href = resolved;
        record(node, resolved, href, "link");
      }
    });
  };
}

// src/markdown/rehype-remote-urls.ts
import { posix } from "node:path";
import { visit as visit7 } from "unist-util-visit";
var URL_PROPERTIES2 = { href: "link", src: "media", poster: "media" };
var GITHUB_TREE = /^https:\/\/github\.com\/([^/]+)\/([^/]+)\/(?:tree|blob)\/(.+)$/;
function rawBaseFor(linkBase) {
  const match = GITHUB_TREE.exec(linkBase);
  return match ? `https://raw.githubusercontent.com/${match[1]}/${match[2]}/${match[3]}` : void 0;
}
function joinUnder(base, url) {
  const { path: path4, suffix } = splitUrl(url);
  return `${base.replace(/\/+$/, "")}${posix.normalize(`/${path4}`)}${suffix}`;
}
function rehypeRemoteUrls() {
  return (tree, file) => {
    const state = pageState(file);
    const { trust, linkBase } = state.input;
    if (trust !== "remote") return;
    const rawBase = linkBase ? rawBaseFor(linkBase) ?? linkBase : void 0;
    visit7(tree, "element", (node) => {
      for (const [property, role] of Object.entries(URL_PROPERTIES2)) {
        const value = node.properties[property];
        if (typeof value !== "string") continue;
        const kind = urlKind(value);
        if (kind === "external" || kind === "hash") continue;
        if (!linkBase || !rawBase) {
          warn(
            state,
            node,
            "remote-link",
            `Relative URL "${value}" in a remote page cannot be resolved`,
            "Give this remote source a linkBase (the repository folder the file comes from)."
          );
          continue;
        }
        node.properties[property] = joinUnder(role === "link" ? linkBase : rawBase, value);
      }
    });
  };
}

// src/markdown/rehype-sanitize-remote.ts
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
var notOurs = /^(?!ssg-)/;
var defaults = defaultSchema.attributes ?? {};
var everywhere = (defaults["*"] ?? []).map(
  (attribute) => attribute === "id" || attribute === "name" ? [attribute, notOurs] : attribute
);
var remoteSchema = {
  ...defaultSchema,
  clobber: [],
  clobberPrefix: "",
  tagNames: [...defaultSchema.tagNames ?? [], "aside", "svg", "path"],
  strip: ["script", "style", "iframe", "object", "embed", "noscript", "template", "textarea", "select", "frameset"],
  attributes: {
    ...defaults,
    "*": everywhere,
    aside: [["className", "ssg-admonition", /^ssg-admonition--[a-z]+$/], ["role", "note"]],
    p: [["className", "ssg-admonition__title"]],
    div: [...defaults.div ?? [], ["className", "ssg-admonition__body"]],
    svg: [["className", "ssg-admonition__icon"], "viewBox", "fill", "ariaHidden"],
    path: ["d"],
    code: [...defaults.code ?? [], "dataMeta"]
  }
};
function rehypeSanitizeRemote() {
  const sanitize = rehypeSanitize(remoteSchema);
  return (tree, file) => {
    if (pageState(file).input.trust !== "remote") return tree;
    return sanitize(tree);
  };
}

// src/markdown/remark-admonitions.ts
import { visit as visit8 } from "unist-util-visit";
var ADMONITION_KINDS = ["note", "tip", "info", "warning", "danger"];
var LABELS = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  danger: "Danger"
};
var ICONS = {
  note: "M3 1h7l3 3v11H3V1Zm2 5v1h6V6H5Zm0 3v1h6V9H5Zm0 3v1h4v-1H5Z",
  tip: "M8 1a5 5 0 0 0-3 9v2h6v-2a5 5 0 0 0-3-9Zm-2 12h4v2H6v-2Z",
  info: "M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-1 3h2v2H7V4Zm0 3h2v5H7V7Z",
  warning: "M8 1l7 14H1L8 1Zm-1 5v4h2V6H7Zm0 5v2h2v-2H7Z",
  danger: "M5 1h6l4 4v6l-4 4H5l-4-4V5l4-4Zm2 3v5h2V4H7Zm0 6v2h2v-2H7Z"
};
var KIND_SET = new Set(ADMONITION_KINDS);
var FENCE = /^ {0,3}(`{3,}|~{3,})/;
var TITLED = new RegExp(`^( {0,3}:{3,}(?:${ADMONITION_KINDS.join("|")}))[ \\t]+(?![[{\\s])(.*?)[ \\t]*(\\r?)$`);
function labelAdmonitionTitles(doc) {
  if (!doc.includes(":::")) return doc;
  let fence2;
  const lines = doc.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const marker = FENCE.exec(line)?.[1];
    if (fence2) {
      if (marker && marker[0] === fence2[0] && marker.length >= fence2.length && line.trim() === marker) fence2 = void 0;
      continue;
    }
    if (marker) {
      fence2 = marker;
      continue;
    }
    const titled = TITLED.exec(line);
    if (titled) lines[i] = `${titled[1]}[${(titled[2] ?? "").replace(/[[\]]/g, "\\$&")}]${titled[3]}`;
  }
  return lines.join("\n");
}
function icon(kind) {
  const path4 = { type: "element", tagName: "path", properties: { d: ICONS[kind] }, children: [] };
  return {
    type: "text",
    value: "",
    data: {
      hName: "svg",
      hProperties: {
        className: ["ssg-admonition__icon"],
        viewBox: "0 0 16 16",
        width: 16,
        height: 16,
        fill: "currentColor",
        ariaHidden: "true"
      },
      hChildren: [path4]
    }
  };
}
function remarkAdmonitions() {
  const parse = this.parser;
  if (!parse) throw new Error("remarkAdmonitions must be used after remark-parse");
  this.parser = (doc, file) => parse(labelAdmonitionTitles(doc), file);
  return (tree) => {
    visit8(tree, "containerDirective", (node) => {
      if (!KIND_SET.has(node.name)) return;
      const kind = node.name;
      const [first, ...rest] = node.children;
      const labelled = first?.type === "paragraph" && first.data?.directiveLabel === true;
      const title = labelled ? first.children : [{ type: "text", value: LABELS[kind] }];
      const body = labelled ? rest : node.children;
      node.data = {
        hName: "aside",
        hProperties: { className: ["ssg-admonition", `ssg-admonition--${kind}`], role: "note" }
      };
      node.children = [
        {
          type: "paragraph",
          data: { hName: "p", hProperties: { className: ["ssg-admonition__title"] } },
          children: [icon(kind), ...title]
        },
        // A blockquote only as a flow container: it is emitted as the body `<div>`.
        { type: "blockquote", data: { hName: "div", hProperties: { className: ["ssg-admonition__body"] } }, children: body }
      ];
    });
  };
}

// src/markdown/remark-code-meta.ts
import { visit as visit9 } from "unist-util-visit";
function remarkCodeMeta() {
  return (tree) => {
    visit9(tree, "code", (node) => {
      if (!node.meta) return;
      node.data ??= {};
      node.data.hProperties = { ...node.data.hProperties, dataMeta: node.meta };
    });
  };
}

// src/markdown/remark-restore-directives.ts
import { SKIP as SKIP3, visit as visit10 } from "unist-util-visit";
function lineStarts(source) {
  const starts = [0];
  for (let i = source.indexOf("\n"); i !== -1; i = source.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}
function remarkRestoreDirectives() {
  return (tree, file) => {
    const source = String(file.value);
    let starts;
    const offset = (point) => {
      starts ??= lineStarts(source);
      return (starts[point.line - 1] ?? source.length) + point.column - 1;
    };
    const slice = (from, to) => source.slice(offset(from), offset(to));
    visit10(tree, (found, index, parent) => {
      if (!parent || index === void 0) return;
      if (found.type !== "textDirective" && found.type !== "leafDirective" && found.type !== "containerDirective") return;
      const node = found;
      const { start, end } = node.position ?? {};
      if (!start || !end) return;
      let replacement;
      if (node.type === "textDirective") {
        replacement = [{ type: "text", value: slice(start, end), position: node.position }];
      } else if (node.type === "leafDirective") {
        replacement = [paragraph(slice(start, end).trim(), node.position)];
      } else {
        const lineEnd = source.indexOf("\n", offset(start));
        const opening = source.slice(offset(start), lineEnd === -1 ? void 0 : lineEnd);
        const closing = /\n[ \t]*(:{3,})[ \t]*\r?$/.exec(slice(start, end))?.[1];
        const children = node.children.filter((child) => !(child.type === "paragraph" && child.data?.directiveLabel));
        replacement = [paragraph(opening.trim(), { start, end: start }), ...children];
        if (closing) replacement.push(paragraph(closing, { start: end, end }));
        warn(
          pageState(file),
          node,
          "unknown-directive",
          `Unknown container directive ":::${node.name}" is shown as plain text`,
          `Admonitions are ${ADMONITION_KINDS.map((kind) => `:::${kind}`).join(", ")}.`
        );
      }
      parent.children.splice(index, 1, ...replacement);
      mergeTexts(parent);
      return [SKIP3, index];
    });
  };
}
function paragraph(value, position) {
  return { type: "paragraph", children: [{ type: "text", value }], position };
}
function mergeTexts(parent) {
  const children = parent.children;
  for (let i = children.length - 1; i > 0; i--) {
    const current = children[i];
    const previous = children[i - 1];
    if (current?.type === "text" && previous?.type === "text") {
      previous.value += current.value;
      if (previous.position && current.position) previous.position.end = current.position.end;
      children.splice(i, 1);
    }
  }
}

// src/markdown/render-markdown.ts
function createMarkdownRenderer(options) {
  const { baseUrl, highlighter: highlighter2 } = options;
  if (!baseUrl.startsWith("/") || !baseUrl.endsWith("/")) {
    throw new Error(`Markdown renderer: baseUrl must start and end with "/", got "${baseUrl}"`);
  }
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkAdmonitions).use(remarkRestoreDirectives).use(remarkCodeMeta).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRaw).use(rehypeSanitizeRemote).use(rehypeCodeReference, { highlighter: highlighter2, fetchCodeReference: options.fetchCodeReference }).use(rehypeCodeBlocks, { highlighter: highlighter2 }).use(rehypeHeadings, { tocLevels: options.tocLevels ?? [2, 3] }).use(rehypeRemoteUrls).use(rehypeLinks, { siteDir: options.siteDir, resolveFileRoute: options.resolveFileRoute }).use(rehypeAssets, { store: createAssetStore(options.assetsRoute) }).use(rehypeBaseUrl, { baseUrl }).use(rehypeExcerpt).use(rehypeStringify).freeze();
  return async (input) => {
    const state = createPageState(input);
    const file = pageFile(state);
    try {
      const html = String(await processor.process(file));
      return {
        html,
        title: state.title,
        excerptHtml: state.excerptHtml,
        toc: state.toc,
        anchors: state.anchors,
        links: state.links,
        assets: state.assets,
        diagnostics: state.diagnostics
      };
    } catch (error) {
      throw new Error(`Could not render Markdown in ${input.file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  };
}

// src/diagnostics.ts
var UserError = class extends Error {
  name = "UserError";
  hint;
  diagnostics;
  constructor(message, options = {}) {
    super(message, { cause: options.cause });
    this.hint = options.hint;
    this.diagnostics = options.diagnostics ?? [];
  }
};
var DiagnosticSink = class {
  items = [];
  add(diagnostic) {
    this.items.push(diagnostic);
  }
  get errors() {
    return this.items.filter((d) => d.severity === "error");
  }
  get warnings() {
    return this.items.filter((d) => d.severity === "warning");
  }
};

// src/content/openapi/plain-text.ts
var SYNTAX = /[`*_[\]<>#|~\\!&$^{}]|:\/\/|www\.|@|^\s*([-+=>]|\d+[.)])|^[ \t]|[ \t]$/m;
function plainTextHtml(source) {
  const normalized = source.replace(/\r\n?/g, "\n");
  if (/^( {4}|\t)/m.test(normalized)) return void 0;
  const text4 = normalized.trim();
  if (text4 === "" || SYNTAX.test(text4)) return void 0;
  const paragraphs = text4.split(/\n\s*\n/);
  if (paragraphs.some((paragraph2) => SYNTAX.test(paragraph2))) return void 0;
  return paragraphs.map((paragraph2) => `<p>${paragraph2}</p>`).join("\n");
}

// src/content/openapi/html-queue.ts
function fence(lang, code) {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const marks = "`".repeat(Math.max(3, longest + 1));
  return `${marks}${lang}
${code.replace(/\n$/, "")}
${marks}
`;
}
var HtmlQueue = class {
  constructor(render2, file, cache) {
    this.render = render2;
    this.file = file;
    this.cache = cache;
  }
  render;
  file;
  cache;
  jobs = [];
  /** Queues a Markdown description; `assign` gets its HTML. Non-strings and blanks are skipped. */
  markdown(source, assign) {
    if (typeof source !== "string" || source.trim() === "") return;
    const plain = plainTextHtml(source);
    if (plain !== void 0) assign(plain, { html: plain });
    else this.jobs.push({ source, assign });
  }
  /** Queues a code block in `lang`; `assign` gets the highlighted HTML. */
  code(lang, code, assign) {
    this.jobs.push({ source: fence(lang, code), assign });
  }
  /** Renders everything queued, assigns the HTML, and returns what the Markdown links to and defines. */
  async flush() {
    const jobs = this.jobs.splice(0);
    const results = await Promise.all(jobs.map((job) => this.renderCached(job.source)));
    const links = [];
    const anchors = [];
    results.forEach((result, index) => {
      jobs[index].assign(result.html, result);
      links.push(...result.links ?? []);
      anchors.push(...result.anchors ?? []);
    });
    return { links, anchors };
  }
  renderCached(source) {
    let pending = this.cache.get(source);
    if (!pending) {
      pending = this.render({ source, file: this.file });
      this.cache.set(source, pending);
    }
    return pending;
  }
};

// src/content/openapi/slug.ts
function slugify(text4, options = {}) {
  let out = text4.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  if (options.splitCamelCase) out = out.replace(/([a-z0-9])([A-Z])/g, "$1-$2");
  return out.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}
function operationSlug(operation) {
  const fromId = operation.operationId ? slugify(operation.operationId, { splitCamelCase: true }) : "";
  return fromId || slugify(`${operation.method} ${operation.path}`) || operation.method;
}
function infoSlug(title) {
  return slugify(title) || "introduction";
}

// src/content/openapi/ids.ts
var IdAllocator = class {
  used = /* @__PURE__ */ new Set();
  /** Reserves ids that already exist on the page (fixed section ids). */
  constructor(reserved = []) {
    for (const id of reserved) this.used.add(id);
  }
  /** A new id built from `parts` (slugged), unique on the page. */
  take(...parts) {
    const base = parts.map((part) => slugify(String(part))).filter(Boolean).join("-") || "section";
    let id = base;
    for (let n = 2; this.used.has(id); n += 1) id = `${base}-${n}`;
    this.used.add(id);
    return id;
  }
  /** Every id handed out or reserved, for link checking. */
  all() {
    return [...this.used];
  }
};

// src/content/openapi/json-pointer.ts
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function escapeToken(token) {
  return String(token).replaceAll("~", "~0").replaceAll("/", "~1");
}
function toPointer(tokens2) {
  return tokens2.map((token) => `/${escapeToken(token)}`).join("");
}
function splitPointer(pointer) {
  if (pointer === "") return [];
  return pointer.slice(1).split("/").map((token) => token.replaceAll("~1", "/").replaceAll("~0", "~"));
}
function childPointer(pointer, token) {
  return `${pointer}/${escapeToken(token)}`;
}
function getAtPointer(document, pointer) {
  let current = document;
  for (const token of splitPointer(pointer)) {
    if (Array.isArray(current)) {
      if (!/^(0|[1-9]\d*)$/.test(token)) return void 0;
      current = current[Number(token)];
    } else if (isObject(current) && Object.hasOwn(current, token)) {
      current = current[token];
    } else {
      return void 0;
    }
  }
  return current;
}
function deepestExisting(document, pointer) {
  const tokens2 = splitPointer(pointer);
  for (let length = tokens2.length; length > 0; length -= 1) {
    const candidate = toPointer(tokens2.slice(0, length));
    if (getAtPointer(document, candidate) !== void 0) return candidate;
  }
  return "";
}

// src/content/openapi/parse-spec.ts
import { LineCounter, parseDocument, isMap, isSeq } from "yaml";
var HINT = "The API reference needs an OpenAPI 3.0 or 3.1 document in JSON or YAML.";
function parseSpecText(file, text4) {
  const trimmed = text4.trimStart();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    try {
      return JSON.parse(text4);
    } catch (error) {
      const offset = /position (\d+)/.exec(error.message);
      const where = offset ? lineColumn(text4, Number(offset[1])) : void 0;
      throw new UserError(`${file}${where ? `:${where.line}:${where.column}` : ""}  the OpenAPI document is not valid JSON: ${error.message}`, {
        hint: HINT,
        cause: error
      });
    }
  }
  const document = parseDocument(text4, { prettyErrors: true, uniqueKeys: false });
  const problem = document.errors[0];
  if (problem) {
    const at = problem.linePos?.[0];
    throw new UserError(`${file}${at ? `:${at.line}:${at.col}` : ""}  the OpenAPI document is neither JSON nor valid YAML: ${problem.message.split("\n")[0]}`, {
      hint: HINT,
      cause: problem
    });
  }
  return document.toJS({ maxAliasCount: 1e3 });
}
function assertOpenApiDocument(file, text4, value) {
  if (!isObject(value)) {
    const found = Array.isArray(value) ? "an array" : value === null ? "nothing" : `a ${typeof value}`;
    throw new UserError(`${file}  at the JSON pointer "" (the whole document): expected an OpenAPI object, found ${found}`, { hint: HINT });
  }
  const fail = (pointer, expected) => {
    const at = locatePointer(text4, pointer);
    throw new UserError(`${file}${at ? `:${at.line}:${at.column}` : ""}  at the JSON pointer ${pointer}: ${expected}`, { hint: HINT });
  };
  if (value.swagger !== void 0 && value.openapi === void 0) {
    return fail("/swagger", `expected an OpenAPI 3.0 or 3.1 document, found Swagger ${String(value.swagger)}`);
  }
  const version = value.openapi;
  if (version === void 0) return fail("", "expected an `openapi` field with the OpenAPI version (3.0.x or 3.1.x); this is not an OpenAPI document");
  if (typeof version !== "string" || !/^3\.[01]\.\d+/.test(version)) {
    return fail("/openapi", `expected the OpenAPI version 3.0.x or 3.1.x, found ${JSON.stringify(version)}`);
  }
  if (!isObject(value.info)) return fail("/info", "expected an `info` object (title, version)");
  return { document: value, version };
}
function lineColumn(text4, offset) {
  const before = text4.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}
function locatePointer(text4, pointer) {
  const counter = new LineCounter();
  const document = parseDocument(text4, { lineCounter: counter, uniqueKeys: false });
  let node = document.contents;
  for (const token of splitPointer(pointer)) {
    if (isMap(node)) {
      const pair = node.items.find((item) => String(item.key?.value) === token);
      if (!pair) return void 0;
      node = pair.value;
    } else if (isSeq(node)) {
      node = node.items[Number(token)];
    } else {
      return void 0;
    }
  }
  const range2 = node?.range;
  if (!range2) return void 0;
  const at = counter.linePos(range2[0]);
  return { line: at.line, column: at.col };
}

// src/content/openapi/refs.ts
var DATA_KEYS = /* @__PURE__ */ new Set(["example", "default", "enum", "const"]);
function refPointer(ref) {
  if (!ref.startsWith("#")) return void 0;
  try {
    return decodeURIComponent(ref.slice(1));
  } catch {
    return ref.slice(1);
  }
}
function refName(ref) {
  const tokens2 = splitPointer(refPointer(ref) ?? ref);
  return tokens2[tokens2.length - 1] ?? ref;
}
function resolveRef(document, ref) {
  const seen = /* @__PURE__ */ new Set();
  let current = ref;
  for (; ; ) {
    if (seen.has(current)) return void 0;
    seen.add(current);
    const pointer = refPointer(current);
    if (pointer === void 0) return void 0;
    const target = getAtPointer(document, pointer);
    if (!isObject(target)) return void 0;
    if (typeof target.$ref !== "string") return target;
    current = target.$ref;
  }
}
function deref(document, value) {
  if (!isObject(value)) return void 0;
  if (typeof value.$ref !== "string") return value;
  return resolveRef(document, value.$ref);
}
function collectRefs(document) {
  const found = [];
  const walk2 = (value, pointer) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk2(item, childPointer(pointer, index)));
      return;
    }
    if (!isObject(value)) return;
    if (typeof value.$ref === "string") found.push({ ref: value.$ref, at: pointer });
    for (const [key, child] of Object.entries(value)) {
      if (DATA_KEYS.has(key) || key.startsWith("x-")) continue;
      walk2(child, childPointer(pointer, key));
    }
  };
  walk2(document, "");
  return found;
}
function assertRefsResolve(file, text4, document) {
  const diagnostics = [];
  for (const { ref, at } of collectRefs(document)) {
    if (resolveRef(document, ref) !== void 0) continue;
    const external = !ref.startsWith("#");
    const position = locatePointer(text4, childPointer(at, "$ref"));
    diagnostics.push({
      severity: "error",
      rule: "openapi",
      file,
      ...position ? { line: position.line, column: position.column } : {},
      message: external ? `$ref "${ref}" used at ${at} points outside the document; expected a local reference ("#/components/\u2026")` : `$ref "${ref}" used at ${at} does not resolve; expected an object at ${refPointer(ref) || "(the root)"}`,
      hint: external ? "Bundle the specification into one file." : "Fix the reference or add the missing component."
    });
  }
  if (diagnostics.length === 0) return;
  const first = diagnostics[0];
  const where = first.line !== void 0 ? `${file}:${first.line}:${first.column}` : file;
  throw new UserError(`${where}  ${first.message}${diagnostics.length > 1 ? ` (and ${diagnostics.length - 1} more unresolvable $ref)` : ""}`, {
    hint: first.hint,
    diagnostics
  });
}

// src/content/openapi/operations.ts
var HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
var LOCATIONS = ["path", "query", "header", "cookie"];
var UNTAGGED = "untagged";
function collectOperations(document) {
  const out = [];
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path4, rawItem] of Object.entries(paths)) {
    const pathItem = deref(document, rawItem);
    if (!pathItem) continue;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const tags = Array.isArray(operation.tags) ? operation.tags.filter((tag) => typeof tag === "string") : [];
      out.push({
        method,
        path: path4,
        pointer: childPointer(childPointer("/paths", path4), method),
        operation,
        ...typeof operation.operationId === "string" ? { operationId: operation.operationId } : {},
        tag: tags[0] ?? UNTAGGED,
        parameters: mergeParameters(document, pathItem.parameters, operation.parameters),
        serverUrl: serverUrl(operation.servers ?? pathItem.servers ?? document.servers)
      });
    }
  }
  return out;
}
function mergeParameters(document, pathLevel, operationLevel) {
  const byKey = /* @__PURE__ */ new Map();
  for (const list of [pathLevel, operationLevel]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const parameter = deref(document, raw);
      if (!parameter || typeof parameter.name !== "string" || typeof parameter.in !== "string") continue;
      byKey.set(`${parameter.in}:${parameter.name}`, parameter);
    }
  }
  return [...byKey.values()];
}
function serverUrl(servers) {
  const first = Array.isArray(servers) ? servers.find(isObject) : void 0;
  if (!first || typeof first.url !== "string") return "";
  const variables = isObject(first.variables) ? first.variables : {};
  const url = first.url.replace(/\{([^}]+)\}/g, (whole, name) => {
    const variable = variables[name];
    return isObject(variable) && variable.default !== void 0 ? String(variable.default) : whole;
  });
  return url.replace(/\/+$/, "");
}
function groupByTag(operations, declared) {
  const order = [];
  if (Array.isArray(declared)) {
    for (const tag of declared) if (isObject(tag) && typeof tag.name === "string") order.push(tag.name);
  }
  for (const operation of operations) if (!order.includes(operation.tag)) order.push(operation.tag);
  const groups = order.filter((name) => name !== UNTAGGED).concat(order.includes(UNTAGGED) ? [UNTAGGED] : []).map((name) => ({ name, operations: operations.filter((operation) => operation.tag === name) }));
  return groups.filter((group) => group.operations.length > 0);
}
function tagDescription(declared, name) {
  if (!Array.isArray(declared)) return void 0;
  const tag = declared.find((item) => isObject(item) && item.name === name);
  return isObject(tag) && typeof tag.description === "string" ? tag.description : void 0;
}

// src/content/openapi/info-page.ts
var text2 = (value) => typeof value === "string" && value.trim() !== "" ? value : void 0;
function buildInfoPage(document, route, groups, queue) {
  const ids = new IdAllocator(["servers", "operations"]);
  const info = isObject(document.info) ? document.info : {};
  const servers = (Array.isArray(document.servers) ? document.servers : []).filter(isObject).map((server) => {
    const out = { url: String(server.url ?? "/") };
    queue.markdown(server.description, (html) => out.descriptionHtml = html);
    return out;
  });
  const tagGroups = groups.map((group) => {
    const out = {
      id: ids.take("tag", group.name),
      name: group.name,
      operations: group.operations.map(({ record, route: operationRoute, title: title2 }) => ({
        method: record.method,
        path: record.path,
        route: operationRoute,
        summary: title2,
        deprecated: record.operation.deprecated === true
      }))
    };
    queue.markdown(tagDescription(document.tags, group.name), (html) => out.descriptionHtml = html);
    return out;
  });
  const ownToc = [];
  if (servers.length > 0) ownToc.push({ id: "servers", html: "Servers", depth: 2 });
  if (tagGroups.length > 0) ownToc.push({ id: "operations", html: "Operations", depth: 2 });
  for (const group of tagGroups) ownToc.push({ id: group.id, html: group.name.replaceAll("&", "&amp;").replaceAll("<", "&lt;"), depth: 3 });
  const contact = isObject(info.contact) ? info.contact : void 0;
  const license = isObject(info.license) ? info.license : void 0;
  const title = text2(info.title) ?? "API";
  const data = {
    kind: "api-info",
    route,
    title,
    ...text2(info.summary) ? { description: String(info.summary) } : {},
    toc: ownToc,
    version: String(info.version ?? ""),
    openapiVersion: String(document.openapi),
    descriptionHtml: "",
    servers,
    ...contact ? { contact: pick(contact, ["name", "url", "email"]) } : {},
    ...license && text2(license.name) ? { license: { name: String(license.name), ...pick(license, ["url"]) } } : {},
    groups: tagGroups
  };
  queue.markdown(info.description, (html, result) => {
    data.descriptionHtml = html;
    data.toc = [...result.toc ?? [], ...ownToc];
  });
  return { data, ids };
}
function pick(source, keys) {
  const out = {};
  for (const key of keys) if (typeof source[key] === "string") out[key] = source[key];
  return out;
}

// src/content/openapi/python-literal.ts
var PAD = "    ";
function toPythonLiteral(value, depth = 0) {
  if (value === null || value === void 0) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "None";
  if (typeof value === "string") return JSON.stringify(value);
  const inner = PAD.repeat(depth + 1);
  const outer = PAD.repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[
${value.map((item) => `${inner}${toPythonLiteral(item, depth + 1)},`).join("\n")}
${outer}]`;
  }
  if (isObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return "{}";
    return `{
${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${toPythonLiteral(item, depth + 1)},`).join("\n")}
${outer}}`;
  }
  return JSON.stringify(String(value));
}

// src/content/openapi/code-samples.ts
function bodyKind(body) {
  const type = body.mediaType.split(";")[0].trim().toLowerCase();
  if (type === "application/json" || type.endsWith("+json")) return "json";
  if (type === "application/x-www-form-urlencoded") return "form";
  if (type === "multipart/form-data") return "multipart";
  if (typeof body.value === "string") return "text";
  if (type.startsWith("text/") || type.endsWith("+xml") || type.endsWith("/xml")) return body.value === void 0 ? "binary" : "text";
  return body.value === void 0 ? "binary" : "json";
}
var quoteShell = (text4) => `'${text4.replaceAll("'", `'\\''`)}'`;
var quoteJs = (text4) => JSON.stringify(text4);
function fullUrl(request) {
  if (request.query.length === 0) return request.url;
  return `${request.url}?${new URLSearchParams(request.query).toString()}`;
}
function fields(value) {
  if (!isObject(value)) return [];
  return Object.entries(value).map(([key, field]) => [key, typeof field === "string" ? field : JSON.stringify(field)]);
}
function textOf(value) {
  return typeof value === "string" ? value : JSON.stringify(value, null, 2);
}
function curlSample(request) {
  const lines = [`curl${request.streaming ? " -N" : ""} -X ${request.method.toUpperCase()} ${quoteShell(fullUrl(request))}`];
  for (const [name, value] of request.headers) lines.push(`-H ${quoteShell(`${name}: ${value}`)}`);
  const body = request.body;
  if (body) {
    const kind = bodyKind(body);
    if (kind !== "multipart") lines.push(`-H ${quoteShell(`Content-Type: ${body.mediaType}`)}`);
    if (kind === "json") lines.push(`-d ${quoteShell(JSON.stringify(body.value, null, 2))}`);
    if (kind === "text") lines.push(`--data-binary ${quoteShell(textOf(body.value))}`);
    if (kind === "binary") lines.push(`--data-binary @file.bin`);
    if (kind === "form") for (const [key, value] of fields(body.value)) lines.push(`--data-urlencode ${quoteShell(`${key}=${value}`)}`);
    if (kind === "multipart") {
      for (const [key, value] of fields(body.value)) {
        lines.push(`-F ${quoteShell(body.fileFields?.includes(key) ? `${key}=@file.bin` : `${key}=${value}`)}`);
      }
    }
  }
  return lines.join(" \\\n  ");
}
function pythonSample(request) {
  const args = [quoteJs(request.url)];
  if (request.query.length > 0) args.push(`params=${toPythonLiteral(Object.fromEntries(request.query), 1)}`);
  const headers = [...request.headers];
  const body = request.body;
  const kind = body ? bodyKind(body) : void 0;
  if (body && (kind === "text" || kind === "binary")) headers.push(["Content-Type", body.mediaType]);
  if (headers.length > 0) args.push(`headers=${toPythonLiteral(Object.fromEntries(headers), 1)}`);
  if (body && kind === "json") args.push(`json=${toPythonLiteral(body.value, 1)}`);
  if (body && kind === "form") args.push(`data=${toPythonLiteral(Object.fromEntries(fields(body.value)), 1)}`);
  if (body && kind === "text") args.push(`data=${toPythonLiteral(textOf(body.value), 1)}`);
  if (body && kind === "binary") args.push(`data=open("file.bin", "rb")`);
  if (body && kind === "multipart") {
    const all = fields(body.value);
    const files = all.filter(([key]) => body.fileFields?.includes(key));
    const data = all.filter(([key]) => !body.fileFields?.includes(key));
    if (data.length > 0) args.push(`data=${toPythonLiteral(Object.fromEntries(data), 1)}`);
    if (files.length > 0) args.push(`files={${files.map(([key]) => `${quoteJs(key)}: open("file.bin", "rb")`).join(", ")}}`);
  }
  if (request.streaming) args.push("stream=True");
  const call = `response = requests.${request.method.toLowerCase()}(
${args.map((arg) => `    ${arg},`).join("\n")}
)`;
  const read = request.streaming ? "for line in response.iter_lines(decode_unicode=True):\n    print(line)" : "print(response.status_code, response.text)";
  return `import requests

${call}
${read}
`;
}
function javascriptSample(request) {
  const lines = [];
  const options = [`  method: ${quoteJs(request.method.toUpperCase())},`];
  const headers = [...request.headers];
  const body = request.body;
  const kind = body ? bodyKind(body) : void 0;
  if (body && kind !== "multipart" && kind !== "form") headers.push(["Content-Type", body.mediaType]);
  if (body && kind === "multipart") {
    lines.push("const form = new FormData();");
    for (const [key, value] of fields(body.value)) {
      const file = body.fileFields?.includes(key);
      lines.push(`form.append(${quoteJs(key)}, ${file ? 'new Blob([await readFile("file.bin")])' : quoteJs(value)});`);
    }
    lines.push("");
  }
  if (headers.length > 0) {
    options.push(`  headers: {
${headers.map(([name, value]) => `    ${quoteJs(name)}: ${quoteJs(value)},`).join("\n")}
  },`);
  }
  if (body && kind === "json") options.push(`  body: JSON.stringify(${JSON.stringify(body.value, null, 2).replaceAll("\n", "\n  ")}),`);
  if (body && kind === "form") options.push(`  body: new URLSearchParams(${JSON.stringify(Object.fromEntries(fields(body.value)), null, 2).replaceAll("\n", "\n  ")}),`);
  if (body && kind === "text") options.push(`  body: ${quoteJs(textOf(body.value))},`);
  if (body && (kind === "binary" || kind === "multipart")) options.push(kind === "binary" ? '  body: await readFile("file.bin"),' : "  body: form,");
  const needsFile = kind === "binary" || kind === "multipart" && (body?.fileFields?.length ?? 0) > 0;
  const head = needsFile ? ['import { readFile } from "node:fs/promises";', ""] : [];
  lines.push(`const response = await fetch(${quoteJs(fullUrl(request))}, {
${options.join("\n")}
});`);
  if (request.streaming) {
    lines.push(
      "const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();",
      "for (;;) {",
      "  const { value, done } = await reader.read();",
      "  if (done) break;",
      "  console.log(value);",
      "}"
    );
  } else {
    lines.push("console.log(response.status, await response.text());");
  }
  return `${[...head, ...lines].join("\n")}
`;
}

// src/content/openapi/media-types.ts
import { STATUS_CODES } from "node:http";

// src/content/openapi/media-examples.ts
import { sample } from "openapi-sampler";

// src/content/openapi/schema-view.ts
var ANNOTATIONS = ["title", "description", "default", "example", "examples", "readOnly", "writeOnly", "deprecated"];
var STRUCTURE = ["type", "properties", "items", "additionalProperties", "patternProperties", "enum", "const", "oneOf", "anyOf", "allOf", "prefixItems", "not"];
function isNullSchema(value) {
  if (!isObject(value)) return false;
  if (value.type === "null") return true;
  if (value.const === null) return true;
  return Array.isArray(value.enum) && value.enum.length === 1 && value.enum[0] === null;
}
function annotationsOf(schema) {
  const out = {};
  for (const key of ANNOTATIONS) if (schema[key] !== void 0) out[key] = schema[key];
  return out;
}
function isWrapper(schema, keyword) {
  return STRUCTURE.every((key) => key === keyword || schema[key] === void 0);
}
function viewSchema(raw, document, ancestors) {
  let schema = isObject(raw) ? raw : raw === false ? { not: {} } : {};
  let overrides = {};
  const refs = [];
  let nullable = false;
  for (let step = 0; step < 64; step += 1) {
    if (typeof schema.$ref === "string") {
      const ref = schema.$ref;
      const { $ref: _ref, ...siblings } = schema;
      if (ancestors.has(ref) || refs.includes(ref)) {
        return { schema: { ...siblings, ...overrides }, refs, nullable, circularRef: ref, ...refs[0] ? { ref: refs[0] } : { ref } };
      }
      refs.push(ref);
      overrides = { ...siblings, ...overrides };
      schema = resolveRef(document, ref) ?? {};
      continue;
    }
    if (schema.nullable === true) nullable = true;
    if (Array.isArray(schema.type) && schema.type.includes("null")) {
      nullable = true;
      const rest = schema.type.filter((type) => type !== "null");
      schema = { ...schema, type: rest.length === 1 ? rest[0] : rest };
    }
    if (Array.isArray(schema.enum) && schema.enum.includes(null) && schema.enum.length > 1) {
      nullable = true;
      schema = { ...schema, enum: schema.enum.filter((value) => value !== null) };
    }
    const unwrapped = unwrapOnce(schema);
    if (unwrapped) {
      nullable ||= unwrapped.nullable;
      overrides = { ...annotationsOf(schema), ...overrides };
      schema = unwrapped.schema;
      continue;
    }
    for (const keyword of ["anyOf", "oneOf"]) {
      const members = schema[keyword];
      if (!Array.isArray(members)) continue;
      const kept = members.filter((member) => !isNullSchema(member));
      if (kept.length < members.length) {
        nullable = true;
        schema = { ...schema, [keyword]: kept };
      }
    }
    break;
  }
  const merged = { ...schema, ...overrides };
  return { schema: merged, refs, nullable, ...refs[0] ? { ref: refs[0] } : {} };
}
function unwrapOnce(schema) {
  for (const keyword of ["allOf", "anyOf", "oneOf"]) {
    const members = schema[keyword];
    if (!Array.isArray(members) || !isWrapper(schema, keyword)) continue;
    const kept = members.filter((member) => !isNullSchema(member));
    if (kept.length !== 1 || !isObject(kept[0])) continue;
    if (keyword === "allOf" && members.length !== 1) continue;
    return { schema: kept[0], nullable: kept.length < members.length };
  }
  return void 0;
}
function viewName(view) {
  return view.ref ? refName(view.ref) : void 0;
}

// src/content/openapi/media-examples.ts
var baseType = (mediaType) => mediaType.split(";")[0].trim().toLowerCase();
var isJson = (type) => type === "application/json" || type.endsWith("+json");
var isXml = (type) => type.endsWith("/xml") || type.endsWith("+xml");
function isBinarySchema(schema, document) {
  const view = viewSchema(schema, document, /* @__PURE__ */ new Set()).schema;
  return view.type === "string" && (view.format === "binary" || view.format === "byte" || typeof view.contentMediaType === "string" || typeof view.contentEncoding === "string");
}
function generateValue(schema, document, direction, mediaType = "application/json") {
  if (!isObject(schema) || isBinarySchema(schema, document)) return void 0;
  const format = isXml(baseType(mediaType)) ? "xml" : "json";
  try {
    return sample(schema, { skipReadOnly: direction === "request", skipWriteOnly: direction === "response", quiet: true, format }, document);
  } catch {
    return void 0;
  }
}
function collectMediaExamples(media, mediaType, document, direction) {
  if (isObject(media.examples) && Object.keys(media.examples).length > 0) {
    return Object.entries(media.examples).flatMap(([name, raw]) => {
      const example = deref(document, raw);
      if (!example) return [];
      const value2 = example.value !== void 0 ? example.value : typeof example.externalValue === "string" ? example.externalValue : void 0;
      return [{
        name,
        ...typeof example.summary === "string" ? { summary: example.summary } : {},
        ...typeof example.description === "string" ? { description: example.description } : {},
        value: value2,
        generated: false
      }];
    });
  }
  if (media.example !== void 0) return [{ name: "Example", value: media.example, generated: false }];
  const value = generateValue(media.schema, document, direction, mediaType);
  return value === void 0 ? [] : [{ name: "Example", value, generated: true }];
}
function formatExample(value, mediaType) {
  const type = baseType(mediaType);
  if (typeof value === "string") {
    if (isJson(type)) return { lang: "json", code: value };
    return { lang: isXml(type) ? "xml" : "text", code: value };
  }
  if (type === "text/event-stream" && isObject(value) && isEventFrame(value)) {
    return { lang: "text", code: eventFrame(value) };
  }
  if (type === "application/x-www-form-urlencoded" && isObject(value)) {
    const pairs = Object.entries(value).map(([key, field]) => [key, typeof field === "string" ? field : JSON.stringify(field)]);
    return { lang: "text", code: new URLSearchParams(pairs).toString() };
  }
  return { lang: "json", code: JSON.stringify(value, null, 2) ?? "null" };
}
var FRAME_FIELDS = /* @__PURE__ */ new Set(["id", "event", "data", "retry"]);
function isEventFrame(value) {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.includes("data") && keys.every((key) => FRAME_FIELDS.has(key));
}
function eventFrame(value) {
  const lines = [];
  for (const field of ["id", "event", "retry"]) if (value[field] !== void 0) lines.push(`${field}: ${String(value[field])}`);
  const data = typeof value.data === "string" ? value.data : JSON.stringify(value.data);
  for (const line of data.split("\n")) lines.push(`data: ${line}`);
  return `${lines.join("\n")}
`;
}

// src/content/openapi/parameter-values.ts
function parameterSchema(parameter) {
  if (parameter.schema !== void 0) return parameter.schema;
  if (!isObject(parameter.content)) return void 0;
  const first = Object.values(parameter.content).find(isObject);
  return first?.schema;
}
function parameterExamples(parameter, document) {
  if (parameter.example !== void 0) return [parameter.example];
  if (isObject(parameter.examples)) {
    const values = Object.values(parameter.examples).map((raw) => deref(document, raw)?.value).filter((value) => value !== void 0);
    if (values.length > 0) return values;
  }
  const schema = viewSchema(parameterSchema(parameter), document, /* @__PURE__ */ new Set()).schema;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples;
  if (schema.example !== void 0) return [schema.example];
  return [];
}
function sampleParameterValue(parameter, document) {
  const [example] = parameterExamples(parameter, document);
  if (example !== void 0) return example;
  const schema = viewSchema(parameterSchema(parameter), document, /* @__PURE__ */ new Set()).schema;
  if (schema.default !== void 0) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  return generateValue(schema, document, "request");
}
function queryPairs(parameter, value) {
  const name = String(parameter.name);
  if (value === null || value === void 0) return [];
  if (Array.isArray(value)) {
    const explode = parameter.explode !== false;
    return explode ? value.map((item) => [name, scalar(item)]) : [[name, value.map(scalar).join(",")]];
  }
  return [[name, scalar(value)]];
}
function scalar(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}

// src/content/openapi/merge-all-of.ts
function mergeAllOf(schema, document, ancestors) {
  const { allOf, properties: own, ...rest } = schema;
  const result = { ...rest };
  const circular = [];
  const bases = [];
  if (!Array.isArray(allOf)) return { schema: result, circular, bases };
  for (const member of allOf) {
    const view = viewSchema(member, document, ancestors);
    if (view.circularRef) {
      circular.push(refName(view.circularRef));
      continue;
    }
    if (view.ref) bases.push(refName(view.ref));
    const inner = mergeAllOf(view.schema, document, { has: (ref) => ancestors.has(ref) || view.refs.includes(ref) });
    circular.push(...inner.circular);
    absorb(result, inner.schema);
  }
  if (isObject(own)) result.properties = { ...isObject(result.properties) ? result.properties : {}, ...own };
  return { schema: result, circular, bases };
}
function absorb(into, member) {
  for (const [key, value] of Object.entries(member)) {
    if (key === "properties" && isObject(value)) {
      into.properties = { ...isObject(into.properties) ? into.properties : {}, ...value };
    } else if (key === "required" && Array.isArray(value)) {
      const required = Array.isArray(into.required) ? into.required : [];
      into.required = [.../* @__PURE__ */ new Set([...required, ...value])];
    } else if (into[key] === void 0) {
      into[key] = value;
    }
  }
}

// src/content/openapi/schema-constraints.ts
var isNumber = (value) => typeof value === "number" && Number.isFinite(value);
function bounds(schema, minKey, maxKey, noun) {
  const min = schema[minKey];
  const max = schema[maxKey];
  if (isNumber(min) && isNumber(max) && min === max) return [`${noun}: ${min}`];
  const out = [];
  if (isNumber(min)) out.push(`${minKey}: ${min}`);
  if (isNumber(max)) out.push(`${maxKey}: ${max}`);
  return out;
}
function range(schema) {
  const out = [];
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  if (isNumber(exclusiveMinimum)) out.push(`> ${exclusiveMinimum}`);
  else if (isNumber(minimum)) out.push(`${exclusiveMinimum === true ? ">" : ">="} ${minimum}`);
  if (isNumber(exclusiveMaximum)) out.push(`< ${exclusiveMaximum}`);
  else if (isNumber(maximum)) out.push(`${exclusiveMaximum === true ? "<" : "<="} ${maximum}`);
  return out;
}
function describeConstraints(schema) {
  const out = [...bounds(schema, "minLength", "maxLength", "length"), ...range(schema)];
  if (typeof schema.pattern === "string") out.push(`pattern: ${schema.pattern}`);
  if (isNumber(schema.multipleOf)) out.push(`multiple of ${schema.multipleOf}`);
  out.push(...bounds(schema, "minItems", "maxItems", "items"));
  if (schema.uniqueItems === true) out.push("unique items");
  out.push(...bounds(schema, "minProperties", "maxProperties", "properties"));
  if (typeof schema.contentMediaType === "string") out.push(`content: ${schema.contentMediaType}`);
  if (typeof schema.contentEncoding === "string") out.push(`encoding: ${schema.contentEncoding}`);
  return out;
}

// src/content/openapi/schema-discriminator.ts
function discriminatorValue(discriminator, member, document) {
  const propertyName = String(discriminator.propertyName);
  const ref = isObject(member) && typeof member.$ref === "string" ? member.$ref : void 0;
  if (ref && isObject(discriminator.mapping)) {
    for (const [value, target] of Object.entries(discriminator.mapping)) {
      if (typeof target !== "string") continue;
      if (target === ref || refName(target) === refName(ref)) return value;
    }
  }
  const view = viewSchema(member, document, /* @__PURE__ */ new Set());
  const properties = isObject(view.schema.properties) ? view.schema.properties : {};
  const property = viewSchema(properties[propertyName], document, /* @__PURE__ */ new Set()).schema;
  if (property.const !== void 0) return String(property.const);
  if (Array.isArray(property.enum) && property.enum.length === 1) return String(property.enum[0]);
  return ref ? refName(ref) : void 0;
}

// src/content/openapi/schema-tree.ts
function buildSchemaTree(schema, options, place = {}) {
  const walk2 = { options, maxDepth: options.maxDepth ?? 12, nodesLeft: options.maxNodes ?? 1500 };
  return build(schema, { role: place.role ?? "root", required: place.required ?? false, ...place.name !== void 0 ? { name: place.name } : {} }, /* @__PURE__ */ new Map(), 0, walk2);
}
var json = (value) => JSON.stringify(value) ?? "null";
var isPrimitive = (value) => value === null || ["string", "number", "boolean"].includes(typeof value);
function build(raw, place, ancestors, depth, walk2) {
  const { document, describe, ids, idPrefix } = walk2.options;
  walk2.nodesLeft -= 1;
  const view = viewSchema(raw, document, ancestors);
  const base = { role: place.role, ...place.name !== void 0 ? { name: place.name } : {}, required: place.required, nullable: view.nullable };
  if (view.circularRef) {
    const name2 = refName(view.circularRef);
    const targetId = ancestors.get(view.circularRef);
    const node2 = {
      ...base,
      typeLabel: name2,
      refName: name2,
      readOnly: false,
      writeOnly: false,
      deprecated: false,
      constraints: [],
      properties: [],
      ...targetId ? { circular: { refName: name2, targetId } } : { truncated: true }
    };
    describe(view.schema.description, (html) => node2.descriptionHtml = html);
    return node2;
  }
  const name = viewName(view);
  const id = name ? ids.take(idPrefix, name) : void 0;
  const inner = new Map(ancestors);
  for (const ref of view.refs) inner.set(ref, id ?? "");
  let schema = view.schema;
  const constraints = [];
  if (Array.isArray(schema.allOf)) {
    const merged = mergeAllOf(schema, document, inner);
    schema = merged.schema;
    if (merged.bases.length > 0) constraints.push(`extends ${merged.bases.join(", ")}`);
    for (const circular of merged.circular) constraints.push(`extends ${circular} (recursive)`);
  }
  constraints.push(...describeConstraints(schema));
  const node = {
    ...base,
    ...id ? { id } : {},
    typeLabel: "any",
    ...name ? { refName: name } : {},
    ...typeof schema.format === "string" ? { format: schema.format } : {},
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
    deprecated: schema.deprecated === true,
    ...schema.const !== void 0 ? { constValue: json(schema.const) } : {},
    ...Array.isArray(schema.enum) ? { enumValues: schema.enum.map(json) } : {},
    ...schema.default !== void 0 ? { defaultValue: json(schema.default) } : {},
    constraints,
    properties: []
  };
  const examples = (Array.isArray(schema.examples) ? schema.examples : schema.example !== void 0 ? [schema.example] : []).filter(isPrimitive);
  if (examples.length > 0) node.examples = examples.slice(0, 3).map(json);
  describe(schema.description, (html) => node.descriptionHtml = html);
  if (isObject(schema.not)) {
    const not = viewSchema(schema.not, document, inner);
    constraints.push(`not ${viewName(not) ?? (typeof not.schema.type === "string" ? not.schema.type : "matching a schema")}`);
  }
  if (depth >= walk2.maxDepth || walk2.nodesLeft <= 0) {
    if (hasChildren(schema)) node.truncated = true;
  } else {
    addChildren(node, schema, inner, depth, walk2);
  }
  node.typeLabel = typeLabel(schema, node);
  return node;
}
function hasChildren(schema) {
  return ["properties", "items", "prefixItems", "additionalProperties", "patternProperties", "oneOf", "anyOf"].some((key) => schema[key] !== void 0);
}
function addChildren(node, schema, scope, depth, walk2) {
  const child = (raw, place) => build(raw, place, scope, depth + 1, walk2);
  const required = Array.isArray(schema.required) ? schema.required : [];
  if (isObject(schema.properties)) {
    for (const [key, value] of Object.entries(schema.properties)) {
      node.properties.push(child(value, { role: "property", name: key, required: required.includes(key) }));
    }
  }
  if (isObject(schema.patternProperties)) {
    for (const [pattern, value] of Object.entries(schema.patternProperties)) {
      node.properties.push(child(value, { role: "pattern", name: pattern, required: false }));
    }
  }
  if (Array.isArray(schema.prefixItems)) {
    schema.prefixItems.forEach((value, index) => node.properties.push(child(value, { role: "items", name: `[${index}]`, required: false })));
  }
  const additional = schema.additionalProperties;
  if (additional === false || additional === true) node.additionalProperties = additional;
  else if (isObject(additional)) {
    node.additionalProperties = Object.keys(additional).length === 0 ? true : child(additional, { role: "additional", required: false });
  }
  if (schema.items !== void 0 && !Array.isArray(schema.items)) node.items = child(schema.items, { role: "items", required: false });
  const keyword = Array.isArray(schema.oneOf) && schema.oneOf.length > 0 ? "oneOf" : Array.isArray(schema.anyOf) && schema.anyOf.length > 0 ? "anyOf" : void 0;
  if (!keyword) return;
  const members = schema[keyword];
  const discriminator = isObject(schema.discriminator) && typeof schema.discriminator.propertyName === "string" ? schema.discriminator : void 0;
  const variants = members.map((member, index) => {
    const variant = child(member, { role: "variant", required: false });
    const title = isObject(member) && typeof member.title === "string" ? member.title : void 0;
    variant.label = variant.refName ?? title ?? `Option ${index + 1}`;
    if (discriminator) {
      const value = discriminatorValue(discriminator, member, walk2.options.document);
      if (value !== void 0) variant.discriminatorValue = value;
    }
    return variant;
  });
  node.alternatives = {
    keyword,
    ...discriminator ? { discriminator: discriminator.propertyName } : {},
    variants
  };
}
function typeLabel(schema, node) {
  const type = schema.type;
  const itemLabel = node.items ? node.items.refName ?? node.items.typeLabel : "any";
  if (Array.isArray(type) && type.length > 0) return type.map((t2) => t2 === "array" ? `array<${itemLabel}>` : String(t2)).join(" | ");
  if (type === "array" || type === void 0 && node.items) return `array<${itemLabel}>`;
  if (typeof type === "string") return type;
  if (schema.const !== void 0) return jsonType(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    const types = new Set(schema.enum.map(jsonType));
    return types.size === 1 ? [...types][0] : "any";
  }
  if (node.alternatives) {
    const labels = [...new Set(node.alternatives.variants.map((variant) => variant.refName ?? variant.typeLabel))];
    return labels.length <= 4 ? labels.join(" | ") : `${node.alternatives.keyword} (${labels.length} schemas)`;
  }
  if (schema.properties !== void 0 || schema.additionalProperties !== void 0 || schema.patternProperties !== void 0) return "object";
  return "any";
}
function jsonType(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

// src/content/openapi/media-types.ts
function schemaTree(schema, context, idPrefix, place = {}) {
  const describe = (markdown, assign) => context.queue.markdown(markdown, assign);
  return buildSchemaTree(schema, { document: context.document, ids: context.ids, idPrefix, describe }, place);
}
function buildContent(content, context, idPrefix, direction, required = false) {
  if (!isObject(content)) return [];
  return Object.entries(content).flatMap(([mediaType, media]) => {
    if (!isObject(media)) return [];
    const prefix = `${idPrefix}-${mediaType}`;
    const examples = collectMediaExamples(media, mediaType, context.document, direction).map((raw) => {
      const example = {
        id: context.ids.take(prefix, "example", raw.name),
        name: raw.name,
        ...raw.summary ? { summary: raw.summary } : {},
        html: "",
        generated: raw.generated
      };
      context.queue.markdown(raw.description, (html) => example.descriptionHtml = html);
      const { lang, code } = formatExample(raw.value, mediaType);
      context.queue.code(lang, code, (html) => example.html = html);
      return example;
    });
    return [{
      mediaType,
      ...media.schema !== void 0 ? { schema: schemaTree(media.schema, context, prefix, { required }) } : {},
      examples
    }];
  });
}
var STATUS_CLASSES = {
  "1XX": "Informational",
  "2XX": "Success",
  "3XX": "Redirection",
  "4XX": "Client error",
  "5XX": "Server error"
};
function statusText(status) {
  return STATUS_CODES[status] ?? STATUS_CLASSES[status.toUpperCase()];
}
function buildResponses(responses, context) {
  if (!isObject(responses)) return [];
  return Object.entries(responses).flatMap(([status, raw]) => {
    const response = deref(context.document, raw);
    if (!response) return [];
    const id = context.ids.take("response", status);
    const text4 = statusText(status);
    const out = {
      id,
      status,
      ...text4 ? { statusText: text4 } : {},
      descriptionHtml: "",
      headers: buildHeaders(response.headers, context, id),
      content: buildContent(response.content, context, id, "response")
    };
    context.queue.markdown(response.description, (html) => out.descriptionHtml = html);
    return [out];
  });
}
function buildHeaders(headers, context, idPrefix) {
  if (!isObject(headers)) return [];
  return Object.entries(headers).flatMap(([name, raw]) => {
    const header = deref(context.document, raw);
    if (!header || name.toLowerCase() === "content-type") return [];
    const schema = parameterSchema(header);
    const out = {
      name,
      required: header.required === true,
      deprecated: header.deprecated === true,
      ...schema !== void 0 ? { schema: schemaTree(schema, context, `${idPrefix}-header-${name}`) } : {}
    };
    context.queue.markdown(header.description, (html) => out.descriptionHtml = html);
    return [out];
  });
}

// src/content/openapi/request-sample.ts
function buildSampleRequest(record, document) {
  const query = [];
  const headers = [];
  const cookies = [];
  let path4 = record.path;
  for (const parameter of record.parameters) {
    const shown = parameter.in === "path" || parameter.required === true || parameterExamples(parameter, document).length > 0;
    if (!shown) continue;
    const value = sampleParameterValue(parameter, document);
    const name = String(parameter.name);
    if (parameter.in === "path" && value !== void 0 && value !== null) path4 = path4.replaceAll(`{${name}}`, encodeURIComponent(scalar(value)));
    if (parameter.in === "query") query.push(...queryPairs(parameter, value));
    if (parameter.in === "header" && value !== void 0 && value !== null) headers.push([name, scalar(value)]);
    if (parameter.in === "cookie" && value !== void 0 && value !== null) cookies.push(`${name}=${scalar(value)}`);
  }
  addCredentials(record, document, { query, headers, cookies });
  if (cookies.length > 0) headers.push(["Cookie", cookies.join("; ")]);
  const accept = successMediaType(record, document);
  if (accept && !/json/i.test(accept)) headers.push(["Accept", accept]);
  const body = sampleBody(record, document);
  return {
    method: record.method,
    url: `${record.serverUrl}${path4}`,
    query,
    headers,
    ...body ? { body } : {},
    streaming: accept?.toLowerCase().startsWith("text/event-stream") ?? false
  };
}
function successMediaType(record, document) {
  const responses = isObject(record.operation.responses) ? record.operation.responses : {};
  const status = Object.keys(responses).find((code) => /^2/.test(code));
  const response = status ? deref(document, responses[status]) : void 0;
  return response && isObject(response.content) ? Object.keys(response.content)[0] : void 0;
}
function sampleBody(record, document) {
  const requestBody = deref(document, record.operation.requestBody);
  if (!requestBody || !isObject(requestBody.content)) return void 0;
  const [mediaType, media] = Object.entries(requestBody.content)[0] ?? [];
  if (!mediaType || !isObject(media)) return void 0;
  const [example] = collectMediaExamples(media, mediaType, document, "request");
  const schema = viewSchema(media.schema, document, /* @__PURE__ */ new Set()).schema;
  const properties = isObject(schema.properties) ? schema.properties : {};
  const fileFields = Object.keys(properties).filter((key) => isBinarySchema(properties[key], document));
  return { mediaType, value: example?.value, ...fileFields.length > 0 ? { fileFields } : {} };
}
function addCredentials(record, document, into) {
  const requirements = record.operation.security ?? document.security;
  const first = Array.isArray(requirements) ? requirements.find(isObject) : void 0;
  const schemes = isObject(document.components) && isObject(document.components.securitySchemes) ? document.components.securitySchemes : {};
  for (const name of Object.keys(first ?? {})) {
    const scheme = deref(document, schemes[name]);
    if (!scheme) continue;
    if (scheme.type === "apiKey" && typeof scheme.name === "string") {
      if (scheme.in === "query") into.query.push([scheme.name, "<API_KEY>"]);
      else if (scheme.in === "cookie") into.cookies.push(`${scheme.name}=<API_KEY>`);
      else into.headers.push([scheme.name, "<API_KEY>"]);
    } else if (scheme.type === "http" && String(scheme.scheme).toLowerCase() === "basic") {
      into.headers.push(["Authorization", "Basic <credentials>"]);
    } else if (scheme.type === "http" || scheme.type === "oauth2" || scheme.type === "openIdConnect") {
      into.headers.push(["Authorization", "Bearer <token>"]);
    }
  }
}

// src/content/openapi/operation-page.ts
var SECTION_IDS = { request: "request", body: "request-body", responses: "responses", samples: "samples" };
var LOCATION_TITLES = { path: "Path parameters", query: "Query parameters", header: "Header parameters", cookie: "Cookie parameters" };
var escapeHtml = (text4) => text4.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
function operationTitle(record) {
  const summary = record.operation.summary;
  if (typeof summary === "string" && summary.trim() !== "") return summary.trim();
  return record.operationId ?? `${record.method.toUpperCase()} ${record.path}`;
}
function buildOperationPage(record, route, document, queue) {
  const ids = new IdAllocator(Object.values(SECTION_IDS));
  const context = { document, ids, queue };
  const { operation } = record;
  const parameters = groupParameters(record, context);
  const requestBody = buildRequestBody(operation.requestBody, context);
  const responses = buildResponses(operation.responses, context);
  const samples = buildSamples(record, context);
  const title = operationTitle(record);
  const toc = [];
  if (parameters.length > 0 || requestBody) toc.push({ id: SECTION_IDS.request, html: "Request", depth: 2 });
  for (const group of parameters) toc.push({ id: group.id, html: LOCATION_TITLES[group.location], depth: 3 });
  if (requestBody) toc.push({ id: SECTION_IDS.body, html: "Body", depth: 3 });
  toc.push({ id: SECTION_IDS.responses, html: "Responses", depth: 2 });
  for (const response of responses) {
    toc.push({ id: response.id, html: escapeHtml([response.status, statusText(response.status)].filter(Boolean).join(" ")), depth: 3 });
  }
  toc.push({ id: SECTION_IDS.samples, html: "Samples", depth: 2 });
  const data = {
    kind: "api-operation",
    route,
    title,
    description: `${record.method.toUpperCase()} ${record.path}: ${title}`,
    toc,
    method: record.method,
    path: record.path,
    serverUrl: record.serverUrl,
    ...record.operationId ? { operationId: record.operationId } : {},
    tag: record.tag,
    deprecated: operation.deprecated === true,
    descriptionHtml: "",
    parameters,
    ...requestBody ? { requestBody } : {},
    responses,
    samples
  };
  queue.markdown(operation.description, (html) => data.descriptionHtml = html);
  return { data, ids };
}
function groupParameters(record, context) {
  return LOCATIONS.flatMap((location) => {
    const parameters = record.parameters.filter((parameter) => parameter.in === location).map((parameter) => {
      const name = String(parameter.name);
      const schema = parameterSchema(parameter);
      const out = {
        name,
        location,
        required: location === "path" || parameter.required === true,
        deprecated: parameter.deprecated === true,
        ...schema !== void 0 ? { schema: schemaTree(schema, context, `${location}-${name}`) } : {},
        examples: parameterExamples(parameter, context.document).map((value) => JSON.stringify(value) ?? "null")
      };
      context.queue.markdown(parameter.description, (html) => out.descriptionHtml = html);
      return out;
    });
    return parameters.length > 0 ? [{ location, id: context.ids.take(location, "parameters"), parameters }] : [];
  });
}
function buildRequestBody(raw, context) {
  const body = deref(context.document, raw);
  if (!body) return void 0;
  const required = body.required === true;
  const out = { required, content: buildContent(body.content, context, "request", "request", required) };
  context.queue.markdown(body.description, (html) => out.descriptionHtml = html);
  return out;
}
function buildSamples(record, context) {
  const request = buildSampleRequest(record, context.document);
  const samples = [
    ["curl", "bash", curlSample(request)],
    ["Python", "python", pythonSample(request)],
    ["JavaScript", "javascript", javascriptSample(request)]
  ];
  return samples.map(([label, lang, code]) => {
    const sample2 = { id: context.ids.take("sample", label), label, html: "" };
    context.queue.code(lang, code, (html) => sample2.html = html);
    return sample2;
  });
}

// src/content/openapi/validate-spec.ts
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

// src/content/openapi/printed-line.ts
function pointerAtPrintedLine(value, line) {
  let current = 1;
  let found;
  const walk2 = (node, pointer) => {
    if (found !== void 0 || current > line) return;
    if (current === line) {
      found = pointer;
      return;
    }
    const entries = printedEntries(node);
    current += 1;
    if (entries.length === 0) return;
    for (const [key, child] of entries) {
      walk2(child, childPointer(pointer, key));
      if (found !== void 0) return;
    }
    if (current === line) found = pointer;
    current += 1;
  };
  walk2(value, "");
  return found;
}
function printedEntries(node) {
  if (Array.isArray(node)) return node.map((item, index) => [index, item]);
  if (!isObject(node)) return [];
  return Object.entries(node).filter(([, child]) => child !== void 0 && typeof child !== "function" && typeof child !== "symbol");
}
function markedLine(codeFrame) {
  const match = /^>\s*(\d+)\s*\|/m.exec(codeFrame);
  return match ? Number(match[1]) : void 0;
}

// src/content/openapi/validate-spec.ts
var WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { validate } = require(workerData.parserPath);
const options = { resolve: { external: false }, validate: { errors: { colorize: false } } };
validate(workerData.document, options).then(
  (result) => parentPort.postMessage(result.valid
    ? { valid: true, errors: [], warnings: result.warnings.map((w) => w.message) }
    : { valid: false, errors: result.errors.map((e) => e.message), warnings: result.warnings.map((w) => w.message), printed: workerData.document }),
  (error) => parentPort.postMessage({ valid: false, errors: [], warnings: [], crash: String(error && error.message || error) }),
);
`;
function startValidation(document) {
  const parserPath = createRequire(import.meta.url).resolve("@readme/openapi-parser");
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { parserPath, document } });
    worker.unref();
    worker.once("message", (reply) => {
      void worker.terminate();
      resolve(toOutcome(reply));
    });
    worker.once("error", (error) => reject(new Error("The OpenAPI validator stopped unexpectedly", { cause: error })));
  });
}
function toOutcome(reply) {
  if (reply.crash !== void 0) {
    return { valid: false, problems: [{ message: reply.crash }], warnings: reply.warnings };
  }
  const problems = reply.errors.map((text4) => {
    const [first = text4] = text4.split("\n");
    const line = markedLine(text4);
    const pointer = line !== void 0 && reply.printed !== void 0 ? pointerAtPrintedLine(reply.printed, line) : void 0;
    const remark = /^\s*\|\s*\^\s*(.+)$/m.exec(text4)?.[1]?.trim();
    return { message: first.trim(), ...remark ? { remark } : {}, ...pointer !== void 0 ? { pointer } : {} };
  });
  return { valid: reply.valid, problems, warnings: reply.warnings };
}

// src/content/openapi/load-openapi.ts
async function loadOpenApi(input) {
  const { file, text: text4 } = input;
  const { document } = assertOpenApiDocument(file, text4, parseSpecText(file, text4));
  assertRefsResolve(file, text4, document);
  const validation = (input.validate ?? startValidation)(document);
  let loaded;
  try {
    loaded = await buildPages(input, document);
  } catch (error) {
    const outcome2 = await validation.catch(() => void 0);
    if (outcome2 && !outcome2.valid) throw validationError(file, text4, document, outcome2);
    throw error;
  }
  const outcome = await validation;
  if (!outcome.valid) throw validationError(file, text4, document, outcome);
  for (const message of outcome.warnings) input.diagnostics.add({ severity: "warning", rule: "openapi", file, message });
  return loaded;
}
async function buildPages(input, document) {
  const { file, text: text4, routeBase, diagnostics } = input;
  const cache = /* @__PURE__ */ new Map();
  const title = String(document.info.title ?? "API");
  const infoRoute = `${routeBase}/${infoSlug(title)}`;
  const claimed = /* @__PURE__ */ new Map([[infoRoute, `the API info page (${title})`]]);
  const groups = [];
  const built = [];
  for (const group of groupByTag(collectOperations(document), document.tags)) {
    const placed = { name: group.name, operations: [] };
    for (const record of group.operations) {
      const route = `${routeBase}/${operationSlug(record)}`;
      const name = `${record.method.toUpperCase()} ${record.path}${record.operationId ? ` (${record.operationId})` : ""}`;
      const holder = claimed.get(route);
      if (holder) {
        diagnostics.add(duplicateRoute(file, text4, record.pointer, route, holder, name));
        continue;
      }
      claimed.set(route, name);
      const queue = new HtmlQueue(input.renderMarkdown, file, cache);
      const { data, ids } = buildOperationPage(record, route, document, queue);
      built.push({ data, ids, queue, sidebarLabel: operationTitle(record) });
      placed.operations.push({ record, route, title: operationTitle(record) });
    }
    if (placed.operations.length > 0) groups.push(placed);
  }
  const infoQueue = new HtmlQueue(input.renderMarkdown, file, cache);
  const info = buildInfoPage(document, infoRoute, groups, infoQueue);
  built.unshift({ data: info.data, ids: info.ids, queue: infoQueue, sidebarLabel: info.data.title });
  const pages = await Promise.all(
    built.map(async ({ data, ids, queue, sidebarLabel }) => {
      const { links, anchors } = await queue.flush();
      return { data, sidebarLabel, source: file, links, anchors: [.../* @__PURE__ */ new Set([...ids.all(), ...anchors])], assets: [] };
    })
  );
  const sidebar = [
    { type: "link", label: info.data.title, route: infoRoute },
    ...groups.map((group) => ({
      type: "category",
      label: group.name,
      items: group.operations.map(({ record, route, title: label }) => ({ type: "link", label, route, badge: record.method }))
    }))
  ];
  return { pages, sidebar };
}
function duplicateRoute(file, text4, pointer, route, holder, name) {
  const at = locatePointer(text4, pointer);
  return {
    severity: "warning",
    rule: "onDuplicateRoutes",
    file,
    ...at ? { line: at.line, column: at.column } : {},
    message: `${name} maps to the route ${route}, already used by ${holder}; the operation is left out`,
    hint: "Give the operations distinct operationIds (the slug comes from the operationId, `_` and case changes becoming `-`)."
  };
}
function validationError(file, text4, document, outcome) {
  const diagnostics = outcome.problems.map((problem) => {
    const at = problem.pointer !== void 0 ? locatePointer(text4, deepestExisting(document, problem.pointer)) : void 0;
    const where = problem.pointer !== void 0 ? `at the JSON pointer "${problem.pointer}"` : "somewhere in the document";
    return {
      severity: "error",
      rule: "openapi",
      file,
      ...at ? { line: at.line, column: at.column } : {},
      message: `the OpenAPI document is invalid ${where}: ${problem.message}${problem.remark ? ` (${problem.remark})` : ""}`,
      hint: "Fix the specification so it validates as OpenAPI 3.0 or 3.1."
    };
  });
  const first = diagnostics[0];
  const position = first.line !== void 0 ? `${file}:${first.line}:${first.column}` : file;
  const more = diagnostics.length > 1 ? ` (and ${diagnostics.length - 1} more problem${diagnostics.length > 2 ? "s" : ""})` : "";
  return new UserError(`${position}  ${first.message}${more}`, { hint: first.hint, diagnostics });
}

// zz-bench.ts
var highlighter = await createCodeHighlighter();
var md = createMarkdownRenderer({ highlighter, baseUrl: "/", resolveFileRoute: () => void 0 });
var walk = (dir) => readdirSync(dir).flatMap((n) => {
  const p = join(dir, n);
  return statSync(p).isDirectory() ? walk(p) : p.endsWith(".md") ? [p] : [];
});
var t = performance.now();
for (const file of walk("/work/main/site/docs")) {
  const source = readFileSync(file, "utf8").replace(/^---[\s\S]*?\n---\n/, "");
  await md({ source, file, absPath: file, lineOffset: 0, trust: "local" });
}
var docsMs = performance.now() - t;
var render = (i) => md({ ...i, absPath: "/work/main/site/remote/openapi.json", lineOffset: 0, trust: "remote" });
var text3 = readFileSync("/work/main/site/remote/openapi.json", "utf8");
var noValidation = process.env.NOVAL ? { validate: async () => ({ valid: true, problems: [], warnings: [] }) } : {};
var runs = Number(process.env.RUNS ?? 1);
for (let i = 0; i < runs; i++) {
  const cpu = process.cpuUsage();
  const elu = performance.eventLoopUtilization();
  t = performance.now();
  const out = await loadOpenApi({ file: "remote/openapi.json", text: text3, renderMarkdown: render, diagnostics: new DiagnosticSink(), routeBase: "/docs/api", ...noValidation });
  const c = process.cpuUsage(cpu);
  const busy = performance.eventLoopUtilization(elu);
  console.log(`docs warm-up ${docsMs.toFixed(0)} ms | api run ${i}: wall ${(performance.now() - t).toFixed(1)} ms, main-thread busy ${busy.active.toFixed(1)} ms, process cpu ${(c.user + c.system) / 1e3} ms, pages ${out.pages.length}`);
}
