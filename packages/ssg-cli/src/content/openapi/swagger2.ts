// Swagger 2.0 documents, read as the OpenAPI 3.0 document they describe, so that the rest of the
// API reference stage knows one format. Many published APIs still describe themselves in 2.0.
// What moves, and where:
//   host, basePath, schemes            → servers (a document without host: its basePath, relative)
//   definitions, parameters, responses → components.schemas, .parameters (body ones: .requestBodies), .responses
//   securityDefinitions                → components.securitySchemes (basic → http; OAuth2 flows renamed)
//   body and formData parameters       → the operation's requestBody, one entry per type it consumes
//   a response's schema and examples   → its content, one entry per type the operation produces
//   type, format, items, collectionFormat, x-example of a parameter or header → its schema, style, explode, example
//   x-nullable, a discriminator's name, type: file → nullable, discriminator.propertyName, binary string
// Every `$ref` is rewritten to where its target now is. `originOf` turns a JSON pointer of the
// converted document back into one of the original, so that messages point at the file's lines.
import { childPointer, isObject, longestPrefix, splitPointer, toPointer, type JsonObject } from './json-pointer.js';
import { resolveRef } from './refs.js';

export interface ConvertedSwagger {
  /** The OpenAPI 3.0 document. */
  document: JsonObject;
  /** The pointer in the Swagger document of what is at `pointer` in the converted one (its nearest known ancestor's, plus the rest). */
  originOf(pointer: string): string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
/** Keywords of a 2.0 parameter or header that describe its value: they go into its schema. */
const VALUE_KEYWORDS = [
  'type', 'format', 'items', 'default', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength',
  'pattern', 'maxItems', 'minItems', 'uniqueItems', 'enum', 'multipleOf',
] as const;
const OAUTH_FLOWS: Record<string, string> = { implicit: 'implicit', password: 'password', application: 'clientCredentials', accessCode: 'authorizationCode' };

/** The `x-` extensions of `value`, but for those the conversion turned into OpenAPI keywords. */
const extensions = (value: JsonObject, ...converted: string[]): JsonObject =>
  Object.fromEntries(Object.entries(value).filter(([key]) => key.startsWith('x-') && !converted.includes(key)));
const list = (value: unknown): string[] | undefined => (Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined);
const objectAt = (value: unknown): JsonObject => (isObject(value) ? value : {});

/** Converts a Swagger 2.0 document (already parsed; its references already checked to resolve). */
export function convertSwagger2(swagger: JsonObject): ConvertedSwagger {
  const origins = new Map<string, string>([['/openapi', '/swagger']]);
  const at = (converted: string, original: string): void => void origins.set(converted, original);
  const globalParameters = objectAt(swagger.parameters);
  const rootConsumes = list(swagger.consumes) ?? ['application/json'];
  const rootProduces = list(swagger.produces) ?? ['application/json'];

  /** Where a 2.0 `$ref` points in the converted document. */
  const rewriteRef = (ref: string): string => {
    if (!ref.startsWith('#/')) return ref;
    const [section, name, ...rest] = splitPointer(ref.slice(1));
    if (name === undefined) return ref;
    const moved = (target: string[]): string => `#${toPointer([...target, name, ...rest])}`;
    if (section === 'definitions') return moved(['components', 'schemas']);
    if (section === 'responses') return moved(['components', 'responses']);
    if (section === 'parameters') return moved(['components', isObject(globalParameters[name]) && globalParameters[name].in === 'body' ? 'requestBodies' : 'parameters']);
    return ref;
  };

  /** A 2.0 Schema Object as a 3.0 one (the same JSON Schema subset, but for the extensions above). */
  const schema = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(schema);
    if (!isObject(value)) return value;
    const out: JsonObject = {};
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') out.$ref = rewriteRef(item);
      else if (key === 'x-nullable') out.nullable = item;
      else if (key === 'discriminator' && typeof item === 'string') out.discriminator = { propertyName: item };
      else if (key === 'type' && item === 'file') Object.assign(out, { type: 'string', format: 'binary' });
      else if (key === 'properties' && isObject(item)) out.properties = Object.fromEntries(Object.entries(item).map(([name, property]) => [name, schema(property)]));
      else if (key === 'example' || key === 'enum' || key === 'default' || key.startsWith('x-')) out[key] = item;
      else out[key] = schema(item);
    }
    return out;
  };

  /** The schema of a parameter or header written the 2.0 way (its type and constraints beside its name). */
  const valueSchema = (value: JsonObject): JsonObject => {
    const out: JsonObject = {};
    for (const key of VALUE_KEYWORDS) if (value[key] !== undefined) out[key] = key === 'items' ? itemsSchema(value.items) : value[key];
    if (value.type === 'file') Object.assign(out, { type: 'string', format: 'binary' });
    if (value['x-nullable'] !== undefined) out.nullable = value['x-nullable'];
    return out;
  };
  const itemsSchema = (items: unknown): unknown => (isObject(items) ? (typeof items.$ref === 'string' ? { $ref: rewriteRef(items.$ref) } : valueSchema(items)) : items);

  /** `style` and `explode` of an array parameter from its `collectionFormat` (default `csv`). */
  const arrayStyle = (parameter: JsonObject): JsonObject => {
    if (parameter.type !== 'array') return {};
    const format = typeof parameter.collectionFormat === 'string' ? parameter.collectionFormat : 'csv';
    if (format === 'multi') return { style: 'form', explode: true };
    if (parameter.in === 'query' && format === 'ssv') return { style: 'spaceDelimited', explode: false };
    if (parameter.in === 'query' && format === 'pipes') return { style: 'pipeDelimited', explode: false };
    if (parameter.in === 'query' || parameter.in === 'formData') return { style: 'form', explode: false };
    return { style: 'simple', explode: false };
  };

  /** A parameter that is neither `body` nor `formData`. */
  const parameter = (value: JsonObject, original: string, converted: string): JsonObject => {
    at(converted, original);
    at(childPointer(converted, 'schema'), original);
    const out: JsonObject = { name: value.name, in: value.in };
    for (const key of ['description', 'required', 'allowEmptyValue', 'deprecated'] as const) if (value[key] !== undefined) out[key] = value[key];
    Object.assign(out, arrayStyle(value), { schema: valueSchema(value) });
    if (value['x-example'] !== undefined) out.example = value['x-example'];
    return { ...out, ...extensions(value, 'x-example', 'x-nullable') };
  };

  const bodyOf = (value: JsonObject, consumes: string[], original: string, converted: string): JsonObject => {
    at(converted, original);
    const content: JsonObject = {};
    for (const type of consumes) {
      content[type] = { schema: schema(value.schema) };
      at(childPointer(converted, 'content', type, 'schema'), childPointer(original, 'schema'));
    }
    const examples = objectAt(value['x-examples']);
    for (const [type, example] of Object.entries(examples)) if (isObject(content[type])) (content[type] as JsonObject).example = example;
    return {
      ...(value.description !== undefined ? { description: value.description } : {}),
      ...(value.required !== undefined ? { required: value.required } : {}),
      content,
      ...extensions(value, 'x-examples'),
    };
  };

  /** The request body of form fields (`formData` parameters), as one object schema per form type. */
  const formBody = (fields: Array<{ value: JsonObject; original: string }>, consumes: string[], converted: string): JsonObject => {
    const types = consumes.filter((type) => FORM_TYPES.includes(type));
    const hasFile = fields.some(({ value }) => value.type === 'file');
    if (types.length === 0) types.push(hasFile ? 'multipart/form-data' : 'application/x-www-form-urlencoded');
    const properties: JsonObject = {};
    const required: string[] = [];
    const encoding: JsonObject = {};
    for (const { value } of fields) {
      const name = String(value.name);
      properties[name] = { ...(value.description !== undefined ? { description: value.description } : {}), ...valueSchema(value) };
      if (value.required === true) required.push(name);
      const style = arrayStyle(value);
      if (Object.keys(style).length > 0 && !(style.style === 'form' && style.explode === true)) encoding[name] = style;
    }
    const content: JsonObject = {};
    for (const type of types) {
      const schemaPointer = childPointer(converted, 'content', type, 'schema');
      at(schemaPointer, fields[0]!.original);
      for (const { value, original } of fields) at(childPointer(schemaPointer, 'properties', String(value.name)), original);
      content[type] = {
        schema: { type: 'object', properties, ...(required.length > 0 ? { required } : {}) },
        ...(type === 'application/x-www-form-urlencoded' && Object.keys(encoding).length > 0 ? { encoding } : {}),
      };
    }
    at(converted, fields[0]!.original);
    return { ...(required.length > 0 ? { required: true } : {}), content };
  };

  const response = (value: JsonObject, produces: string[], original: string, converted: string): JsonObject => {
    at(converted, original);
    if (typeof value.$ref === 'string') return { $ref: rewriteRef(value.$ref) };
    const out: JsonObject = { description: typeof value.description === 'string' ? value.description : '' };
    if (isObject(value.headers)) {
      out.headers = Object.fromEntries(
        Object.entries(value.headers).map(([name, header]) => {
          const headerOriginal = childPointer(original, 'headers', name);
          const headerConverted = childPointer(converted, 'headers', name);
          at(headerConverted, headerOriginal);
          at(childPointer(headerConverted, 'schema'), headerOriginal);
          const fields = objectAt(header);
          return [name, { ...(fields.description !== undefined ? { description: fields.description } : {}), schema: valueSchema(fields), ...extensions(fields, 'x-nullable') }];
        }),
      );
    }
    const examples = objectAt(value.examples);
    const types = value.schema !== undefined ? [...new Set([...produces, ...Object.keys(examples)])] : Object.keys(examples);
    if (types.length > 0) {
      const content: JsonObject = {};
      for (const type of types) {
        const entry: JsonObject = {};
        if (value.schema !== undefined) {
          entry.schema = schema(value.schema);
          at(childPointer(converted, 'content', type, 'schema'), childPointer(original, 'schema'));
        }
        if (examples[type] !== undefined) {
          entry.example = examples[type];
          at(childPointer(converted, 'content', type, 'example'), childPointer(original, 'examples', type));
        }
        content[type] = entry;
      }
      out.content = content;
    }
    return { ...out, ...extensions(value) };
  };

  /**
   * A parameter as written, and the 2.0 parameter it stands for: one of `parameters` keeps its
   * name (to become a reference to its new place); one anywhere else (another operation's, in a
   * document read from several files) is taken as written there.
   */
  const resolveParameter = (value: unknown): { written: JsonObject; actual: JsonObject; name?: string } => {
    const written = objectAt(value);
    if (typeof written.$ref === 'string' && written.$ref.startsWith('#/parameters/')) {
      const name = splitPointer(written.$ref.slice(1))[1] ?? '';
      return { written, actual: objectAt(globalParameters[name]), name };
    }
    const target = typeof written.$ref === 'string' ? resolveRef(swagger, written.$ref) : undefined;
    return target ? resolveParameter(target) : { written, actual: written };
  };

  const operation = (value: JsonObject, inherited: Array<{ value: unknown; original: string }>, original: string, converted: string): JsonObject => {
    at(converted, original);
    const consumes = list(value.consumes) ?? rootConsumes;
    const produces = list(value.produces) ?? rootProduces;
    const out: JsonObject = {};
    for (const key of ['tags', 'summary', 'description', 'externalDocs', 'operationId', 'deprecated', 'security'] as const) if (value[key] !== undefined) out[key] = value[key];
    // The operation's own parameters override the path's of the same name and place.
    const own = (Array.isArray(value.parameters) ? value.parameters : []).map((item, index) => ({ value: item, original: childPointer(original, 'parameters', index) }));
    const key = (item: unknown): string => {
      const { actual } = resolveParameter(item);
      return `${String(actual.in)}\0${String(actual.name)}`;
    };
    const ownKeys = new Set(own.map((item) => key(item.value)));
    const all = [...inherited.filter((item) => !ownKeys.has(key(item.value))), ...own];
    const parameters: unknown[] = [];
    const fields: Array<{ value: JsonObject; original: string }> = [];
    for (const item of all) {
      const { written, actual, name } = resolveParameter(item.value);
      const requestBody = childPointer(converted, 'requestBody');
      if (actual.in === 'body') {
        at(requestBody, item.original);
        out.requestBody = name !== undefined ? { $ref: `#/components/requestBodies/${name}` } : bodyOf(actual, consumes, item.original, requestBody);
      } else if (actual.in === 'formData') {
        fields.push({ value: actual, original: name !== undefined ? toPointer(['parameters', name]) : item.original });
      } else if (name !== undefined) {
        at(childPointer(converted, 'parameters', parameters.length), item.original);
        parameters.push({ $ref: `#/components/parameters/${name}` });
      } else {
        parameters.push(parameter(written, item.original, childPointer(converted, 'parameters', parameters.length)));
      }
    }
    if (parameters.length > 0) out.parameters = parameters;
    if (fields.length > 0 && out.requestBody === undefined) out.requestBody = formBody(fields, consumes, childPointer(converted, 'requestBody'));
    const responses = objectAt(value.responses);
    out.responses = Object.fromEntries(
      Object.entries(responses).map(([code, item]) => [code, response(objectAt(item), produces, childPointer(original, 'responses', code), childPointer(converted, 'responses', code))]),
    );
    const schemes = list(value.schemes);
    if (schemes && typeof swagger.host === 'string') {
      out.servers = serversOf({ ...swagger, schemes });
      at(childPointer(converted, 'servers'), childPointer(original, 'schemes'));
    }
    return { ...out, ...extensions(value) };
  };

  const paths: JsonObject = {};
  for (const [path, item] of Object.entries(objectAt(swagger.paths))) {
    if (!isObject(item)) {
      paths[path] = item;
      continue;
    }
    const original = toPointer(['paths', path]);
    at(original, original);
    const inherited = (Array.isArray(item.parameters) ? item.parameters : []).map((value, index) => ({ value, original: toPointer(['paths', path, 'parameters', index]) }));
    const converted: JsonObject = {};
    for (const method of METHODS) if (isObject(item[method])) converted[method] = operation(item[method], inherited, toPointer(['paths', path, method]), toPointer(['paths', path, method]));
    if (typeof item.$ref === 'string') converted.$ref = item.$ref;
    paths[path] = { ...converted, ...extensions(item) };
  }

  const components: JsonObject = {};
  const definitions = objectAt(swagger.definitions);
  if (Object.keys(definitions).length > 0) {
    components.schemas = Object.fromEntries(Object.entries(definitions).map(([name, value]) => [name, schema(value)]));
    for (const name of Object.keys(definitions)) at(toPointer(['components', 'schemas', name]), toPointer(['definitions', name]));
    at('/components/schemas', '/definitions');
  }
  const parameters: JsonObject = {};
  const requestBodies: JsonObject = {};
  for (const [name, value] of Object.entries(globalParameters)) {
    if (!isObject(value) || value.in === 'formData') continue;
    if (value.in === 'body') requestBodies[name] = bodyOf(value, rootConsumes, toPointer(['parameters', name]), toPointer(['components', 'requestBodies', name]));
    else parameters[name] = parameter(value, toPointer(['parameters', name]), toPointer(['components', 'parameters', name]));
  }
  if (Object.keys(parameters).length > 0) components.parameters = parameters;
  if (Object.keys(requestBodies).length > 0) components.requestBodies = requestBodies;
  const responses = Object.entries(objectAt(swagger.responses));
  if (responses.length > 0) {
    components.responses = Object.fromEntries(
      responses.map(([name, value]) => [name, response(objectAt(value), rootProduces, toPointer(['responses', name]), toPointer(['components', 'responses', name]))]),
    );
  }
  const schemes = Object.entries(objectAt(swagger.securityDefinitions));
  if (schemes.length > 0) {
    components.securitySchemes = Object.fromEntries(schemes.map(([name, value]) => [name, securityScheme(objectAt(value))]));
    for (const [name] of schemes) at(toPointer(['components', 'securitySchemes', name]), toPointer(['securityDefinitions', name]));
  }

  const document: JsonObject = { openapi: '3.0.3', info: swagger.info };
  const servers = serversOf(swagger);
  if (servers.length > 0) {
    document.servers = servers;
    const origin = swagger.host !== undefined ? '/host' : '/basePath';
    at('/servers', origin);
    servers.forEach((_, index) => ['', '/url'].forEach((rest) => at(`/servers/${index}${rest}`, origin)));
  }
  for (const key of ['security', 'tags', 'externalDocs'] as const) if (swagger[key] !== undefined) document[key] = swagger[key];
  document.paths = paths;
  if (Object.keys(components).length > 0) document.components = components;
  Object.assign(document, extensions(swagger));
  return { document, originOf: (pointer) => originOf(origins, pointer) };
}

/** The servers of a 2.0 document: one per scheme at its host and base path; only the base path (relative) without a host. */
function serversOf(swagger: JsonObject): JsonObject[] {
  const basePath = typeof swagger.basePath === 'string' ? swagger.basePath.replace(/\/+$/, '') : '';
  if (typeof swagger.host !== 'string' || swagger.host === '') return basePath === '' ? [] : [{ url: basePath }];
  const schemes = list(swagger.schemes) ?? ['https'];
  return schemes.map((scheme) => ({ url: `${scheme}://${swagger.host}${basePath}` }));
}

function securityScheme(value: JsonObject): JsonObject {
  const description = value.description !== undefined ? { description: value.description } : {};
  if (value.type === 'basic') return { type: 'http', scheme: 'basic', ...description, ...extensions(value) };
  if (value.type === 'oauth2') {
    const flow: JsonObject = { scopes: objectAt(value.scopes) };
    if (value.authorizationUrl !== undefined) flow.authorizationUrl = value.authorizationUrl;
    if (value.tokenUrl !== undefined) flow.tokenUrl = value.tokenUrl;
    const name = OAUTH_FLOWS[String(value.flow)] ?? String(value.flow);
    return { type: 'oauth2', ...description, flows: { [name]: flow }, ...extensions(value) };
  }
  return { ...value };
}

/** The original of `pointer`: its longest prefix with a known origin, the rest appended. */
function originOf(origins: ReadonlyMap<string, string>, pointer: string): string {
  const found = longestPrefix(origins, pointer);
  return found ? found.value + found.rest : pointer;
}
