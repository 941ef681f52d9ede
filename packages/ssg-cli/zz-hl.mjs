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

// src/markdown/rehype-assets.ts
import { visit } from "unist-util-visit";

// src/markdown/rehype-base-url.ts
import { visit as visit2 } from "unist-util-visit";

// src/markdown/rehype-code-blocks.ts
import { toString } from "hast-util-to-string";
import { SKIP, visit as visit3 } from "unist-util-visit";

// src/markdown/rehype-code-reference.ts
import { toString as toString2 } from "hast-util-to-string";
import { SKIP as SKIP2, visit as visit4 } from "unist-util-visit";

// src/markdown/rehype-headings.ts
import { toString as toString3 } from "hast-util-to-string";
import GithubSlugger from "github-slugger";
import { visit as visit5 } from "unist-util-visit";

// src/markdown/rehype-links.ts
import { visit as visit6 } from "unist-util-visit";

// src/markdown/rehype-remote-urls.ts
import { visit as visit7 } from "unist-util-visit";

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

// src/markdown/remark-admonitions.ts
import { visit as visit8 } from "unist-util-visit";
var ADMONITION_KINDS = ["note", "tip", "info", "warning", "danger"];
var KIND_SET = new Set(ADMONITION_KINDS);
var TITLED = new RegExp(`^( {0,3}:{3,}(?:${ADMONITION_KINDS.join("|")}))[ \\t]+(?![[{\\s])(.*?)[ \\t]*(\\r?)$`);

// src/markdown/remark-code-meta.ts
import { visit as visit9 } from "unist-util-visit";

// src/markdown/remark-restore-directives.ts
import { SKIP as SKIP3, visit as visit10 } from "unist-util-visit";

// zz-hl.ts
import { readFileSync } from "node:fs";
var h = await createCodeHighlighter();
var spec = JSON.parse(readFileSync("/work/main/site/remote/openapi.json", "utf8"));
var json = JSON.stringify(spec.components.schemas.EventsDTO.example, null, 2);
var py = `import requests

response = requests.get(
    "http://localhost:8080/api/agents",
    json={
        "name": "Translation Agent",
        "type": "langchain_simple",
        "description": "Translates English text to Italian.",
    },
)
print(response.status_code, response.text)
`;
var js = `const response = await fetch("http://localhost:8080/api/agents", {
  method: "POST",
  headers: {
    "Content-Type": "application/json",
  },
  body: JSON.stringify({
    "name": "Translation Agent",
    "type": "langchain_simple"
  }),
});
console.log(response.status, await response.text());
`;
var sh = `curl -X POST 'http://localhost:8080/api/agents' \\
  -H 'Content-Type: application/json' \\
  -d '{
  "name": "Translation Agent",
  "type": "langchain_simple"
}'`;
for (const [lang, code] of [["json", json], ["python", py], ["javascript", js], ["bash", sh]]) {
  const times = [];
  for (let i = 0; i < 6; i++) {
    const t = performance.now();
    await h.highlight(code, { lang: h.resolveLanguage(lang) });
    times.push((performance.now() - t).toFixed(1));
  }
  console.log(lang, code.length, "chars", times.join(" "));
}
