// zz-bench2.ts
import { readFileSync } from "node:fs";

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
  constructor(render, file, cache) {
    this.render = render;
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
    this.jobs.push({ source, assign });
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
function slugify(text3, options = {}) {
  let out = text3.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
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
function toPointer(tokens) {
  return tokens.map((token) => `/${escapeToken(token)}`).join("");
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
  const tokens = splitPointer(pointer);
  for (let length = tokens.length; length > 0; length -= 1) {
    const candidate = toPointer(tokens.slice(0, length));
    if (getAtPointer(document, candidate) !== void 0) return candidate;
  }
  return "";
}

// src/content/openapi/parse-spec.ts
import { LineCounter, parseDocument, isMap, isSeq } from "yaml";
var HINT = "The API reference needs an OpenAPI 3.0 or 3.1 document in JSON or YAML.";
function parseSpecText(file, text3) {
  const trimmed = text3.trimStart();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    try {
      return JSON.parse(text3);
    } catch (error) {
      const offset = /position (\d+)/.exec(error.message);
      const where = offset ? lineColumn(text3, Number(offset[1])) : void 0;
      throw new UserError(`${file}${where ? `:${where.line}:${where.column}` : ""}  the OpenAPI document is not valid JSON: ${error.message}`, {
        hint: HINT,
        cause: error
      });
    }
  }
  const document = parseDocument(text3, { prettyErrors: true, uniqueKeys: false });
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
function assertOpenApiDocument(file, text3, value) {
  if (!isObject(value)) {
    const found = Array.isArray(value) ? "an array" : value === null ? "nothing" : `a ${typeof value}`;
    throw new UserError(`${file}  at the JSON pointer "" (the whole document): expected an OpenAPI object, found ${found}`, { hint: HINT });
  }
  const fail = (pointer, expected) => {
    const at = locatePointer(text3, pointer);
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
function lineColumn(text3, offset) {
  const before = text3.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}
function locatePointer(text3, pointer) {
  const counter = new LineCounter();
  const document = parseDocument(text3, { lineCounter: counter, uniqueKeys: false });
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
  const tokens = splitPointer(refPointer(ref) ?? ref);
  return tokens[tokens.length - 1] ?? ref;
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
  const walk = (value, pointer) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, childPointer(pointer, index)));
      return;
    }
    if (!isObject(value)) return;
    if (typeof value.$ref === "string") found.push({ ref: value.$ref, at: pointer });
    for (const [key, child] of Object.entries(value)) {
      if (DATA_KEYS.has(key) || key.startsWith("x-")) continue;
      walk(child, childPointer(pointer, key));
    }
  };
  walk(document, "");
  return found;
}
function assertRefsResolve(file, text3, document) {
  const diagnostics = [];
  for (const { ref, at } of collectRefs(document)) {
    if (resolveRef(document, ref) !== void 0) continue;
    const external = !ref.startsWith("#");
    const position = locatePointer(text3, childPointer(at, "$ref"));
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
  for (const [path, rawItem] of Object.entries(paths)) {
    const pathItem = deref(document, rawItem);
    if (!pathItem) continue;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const tags = Array.isArray(operation.tags) ? operation.tags.filter((tag) => typeof tag === "string") : [];
      out.push({
        method,
        path,
        pointer: childPointer(childPointer("/paths", path), method),
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
var text = (value) => typeof value === "string" && value.trim() !== "" ? value : void 0;
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
  const title = text(info.title) ?? "API";
  const data = {
    kind: "api-info",
    route,
    title,
    ...text(info.summary) ? { description: String(info.summary) } : {},
    toc: ownToc,
    version: String(info.version ?? ""),
    openapiVersion: String(document.openapi),
    descriptionHtml: "",
    servers,
    ...contact ? { contact: pick(contact, ["name", "url", "email"]) } : {},
    ...license && text(license.name) ? { license: { name: String(license.name), ...pick(license, ["url"]) } } : {},
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
var quoteShell = (text3) => `'${text3.replaceAll("'", `'\\''`)}'`;
var quoteJs = (text3) => JSON.stringify(text3);
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
  const walk = { options, maxDepth: options.maxDepth ?? 12, nodesLeft: options.maxNodes ?? 1500 };
  return build(schema, { role: place.role ?? "root", required: place.required ?? false, ...place.name !== void 0 ? { name: place.name } : {} }, /* @__PURE__ */ new Map(), 0, walk);
}
var json = (value) => JSON.stringify(value) ?? "null";
var isPrimitive = (value) => value === null || ["string", "number", "boolean"].includes(typeof value);
function build(raw, place, ancestors, depth, walk) {
  const { document, describe, ids, idPrefix } = walk.options;
  walk.nodesLeft -= 1;
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
  if (depth >= walk.maxDepth || walk.nodesLeft <= 0) {
    if (hasChildren(schema)) node.truncated = true;
  } else {
    addChildren(node, schema, inner, depth, walk);
  }
  node.typeLabel = typeLabel(schema, node);
  return node;
}
function hasChildren(schema) {
  return ["properties", "items", "prefixItems", "additionalProperties", "patternProperties", "oneOf", "anyOf"].some((key) => schema[key] !== void 0);
}
function addChildren(node, schema, scope, depth, walk) {
  const child = (raw, place) => build(raw, place, scope, depth + 1, walk);
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
      const value = discriminatorValue(discriminator, member, walk.options.document);
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
  if (Array.isArray(type) && type.length > 0) return type.map((t) => t === "array" ? `array<${itemLabel}>` : String(t)).join(" | ");
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
    const text3 = statusText(status);
    const out = {
      id,
      status,
      ...text3 ? { statusText: text3 } : {},
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
  let path = record.path;
  for (const parameter of record.parameters) {
    const shown = parameter.in === "path" || parameter.required === true || parameterExamples(parameter, document).length > 0;
    if (!shown) continue;
    const value = sampleParameterValue(parameter, document);
    const name = String(parameter.name);
    if (parameter.in === "path" && value !== void 0 && value !== null) path = path.replaceAll(`{${name}}`, encodeURIComponent(scalar(value)));
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
    url: `${record.serverUrl}${path}`,
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
var escapeHtml = (text3) => text3.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
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
  const walk = (node, pointer) => {
    if (found !== void 0 || current > line) return;
    if (current === line) {
      found = pointer;
      return;
    }
    const entries = printedEntries(node);
    current += 1;
    if (entries.length === 0) return;
    for (const [key, child] of entries) {
      walk(child, childPointer(pointer, key));
      if (found !== void 0) return;
    }
    if (current === line) found = pointer;
    current += 1;
  };
  walk(value, "");
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
  const problems = reply.errors.map((text3) => {
    const [first = text3] = text3.split("\n");
    const line = markedLine(text3);
    const pointer = line !== void 0 && reply.printed !== void 0 ? pointerAtPrintedLine(reply.printed, line) : void 0;
    const remark = /^\s*\|\s*\^\s*(.+)$/m.exec(text3)?.[1]?.trim();
    return { message: first.trim(), ...remark ? { remark } : {}, ...pointer !== void 0 ? { pointer } : {} };
  });
  return { valid: reply.valid, problems, warnings: reply.warnings };
}

// src/content/openapi/load-openapi.ts
async function loadOpenApi(input) {
  const { file, text: text3 } = input;
  const { document } = assertOpenApiDocument(file, text3, parseSpecText(file, text3));
  assertRefsResolve(file, text3, document);
  const validation = (input.validate ?? startValidation)(document);
  let loaded;
  try {
    loaded = await buildPages(input, document);
  } catch (error) {
    const outcome2 = await validation.catch(() => void 0);
    if (outcome2 && !outcome2.valid) throw validationError(file, text3, document, outcome2);
    throw error;
  }
  const outcome = await validation;
  if (!outcome.valid) throw validationError(file, text3, document, outcome);
  for (const message of outcome.warnings) input.diagnostics.add({ severity: "warning", rule: "openapi", file, message });
  return loaded;
}
async function buildPages(input, document) {
  const { file, text: text3, routeBase, diagnostics } = input;
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
        diagnostics.add(duplicateRoute(file, text3, record.pointer, route, holder, name));
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
function duplicateRoute(file, text3, pointer, route, holder, name) {
  const at = locatePointer(text3, pointer);
  return {
    severity: "warning",
    rule: "onDuplicateRoutes",
    file,
    ...at ? { line: at.line, column: at.column } : {},
    message: `${name} maps to the route ${route}, already used by ${holder}; the operation is left out`,
    hint: "Give the operations distinct operationIds (the slug comes from the operationId, `_` and case changes becoming `-`)."
  };
}
function validationError(file, text3, document, outcome) {
  const diagnostics = outcome.problems.map((problem) => {
    const at = problem.pointer !== void 0 ? locatePointer(text3, deepestExisting(document, problem.pointer)) : void 0;
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

// zz-bench2.ts
var text2 = readFileSync("/work/main/site/remote/openapi.json", "utf8");
var fake = async (i) => ({ html: i.source });
for (let i = 0; i < 6; i++) {
  const cpu = process.cpuUsage();
  const t = performance.now();
  await loadOpenApi({ file: "remote/openapi.json", text: text2, renderMarkdown: fake, diagnostics: new DiagnosticSink(), routeBase: "/docs/api", validate: async () => ({ valid: true, problems: [], warnings: [] }) });
  const c = process.cpuUsage(cpu);
  console.log(`no md, no validation: wall ${(performance.now() - t).toFixed(1)} cpu ${(c.user + c.system) / 1e3}`);
}
