// Page data for the API reference generated from an OpenAPI document: one info page and one
// page per operation. Everything is plain data: Markdown and code arrive as HTML strings, schemas
// as a tree the theme walks without knowing anything about OpenAPI or JSON Schema.
import type { DocShell } from './docs.js';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

/** One schema in tree form: a root, an object property, array items, or an alternative. */
export interface SchemaNode {
  /** Anchor id, set on nodes reached through a `$ref` (the target of circular links). */
  id?: string;
  role: 'root' | 'property' | 'items' | 'additional' | 'pattern' | 'variant';
  /** Property name (`property`), regular expression (`pattern`); absent otherwise. */
  name?: string;
  /** Heading of an alternative (`variant`): the schema's name or title, else `Option N`. */
  label?: string;
  /** The value of the discriminator property that selects this alternative. */
  discriminatorValue?: string;
  /** Human type: `string`, `integer`, `object`, `AgentDTO`, `array<AgentDTO>`, `string | integer`, `any`. */
  typeLabel: string;
  /** Name of the component schema this node comes from, when reached through a `$ref`. */
  refName?: string;
  format?: string;
  required: boolean;
  nullable: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  deprecated: boolean;
  /** JSON text of `const`. */
  constValue?: string;
  /** JSON text of each `enum` value (null left out: it makes the node nullable). */
  enumValues?: string[];
  /** JSON text of `default`. */
  defaultValue?: string;
  /** JSON text of each schema-level example. */
  examples?: string[];
  /** Readable validation keywords: `minLength: 10`, `>= 0`, `pattern: ^a`, `unique items`. */
  constraints: string[];
  /** Schemas merged in through `allOf`, by name (a recursive one marked `(recursive)`). */
  extends?: string[];
  descriptionHtml?: string;
  properties: SchemaNode[];
  items?: SchemaNode;
  /**
   * `false`: no other properties allowed; `true`: any other property allowed; a node: other
   * properties must match it; absent: the schema says nothing.
   */
  additionalProperties?: boolean | SchemaNode;
  alternatives?: SchemaAlternatives;
  /** Set instead of expanding when the schema refers back to one being expanded above it. */
  circular?: { refName: string; targetId: string };
  /** Set when expansion stopped at the depth limit. */
  truncated?: boolean;
}

export interface SchemaAlternatives {
  keyword: 'oneOf' | 'anyOf';
  /** The property whose value tells the alternatives apart. */
  discriminator?: string;
  variants: SchemaNode[];
}

/** An example body or value, already highlighted. */
export interface ApiExample {
  /** Anchor id, unique on the page. */
  id: string;
  name: string;
  summary?: string;
  descriptionHtml?: string;
  /** The example as a highlighted code block (HTML). */
  html: string;
  /** True when generated from the schema rather than given by the specification. */
  generated: boolean;
}

export interface ApiMediaType {
  mediaType: string;
  schema?: SchemaNode;
  examples: ApiExample[];
}

export interface ApiParameter {
  name: string;
  location: ParameterLocation;
  required: boolean;
  deprecated: boolean;
  descriptionHtml?: string;
  /** The parameter's schema (type, constraints, default, enum, nullable). */
  schema?: SchemaNode;
  /** JSON text of the parameter's example(s). */
  examples: string[];
}

export interface ApiParameterGroup {
  location: ParameterLocation;
  /** Anchor id of the group's heading. */
  id: string;
  parameters: ApiParameter[];
}

export interface ApiRequestBody {
  required: boolean;
  descriptionHtml?: string;
  content: ApiMediaType[];
}

export interface ApiHeader {
  name: string;
  required: boolean;
  deprecated: boolean;
  descriptionHtml?: string;
  schema?: SchemaNode;
}

export interface ApiResponse {
  /** Anchor id of the response's heading. */
  id: string;
  /** `200`, `4XX`, `default`. */
  status: string;
  /** Reason phrase for well-known codes (`OK`, `Not Found`). */
  statusText?: string;
  descriptionHtml: string;
  headers: ApiHeader[];
  /** Empty when the response has no body. */
  content: ApiMediaType[];
}

export interface ApiCodeSample {
  id: string;
  /** Shown on the switcher: `curl`, `Python`, `JavaScript`. */
  label: string;
  /** Highlighted code block (HTML). */
  html: string;
}

export interface ApiOperationLink {
  method: HttpMethod;
  path: string;
  route: string;
  summary: string;
  deprecated: boolean;
}

export interface ApiTagGroup {
  /** Anchor id on the info page. */
  id: string;
  /** The tag name, or `untagged` for operations without tags. */
  name: string;
  descriptionHtml?: string;
  operations: ApiOperationLink[];
}

export interface ApiServer {
  url: string;
  descriptionHtml?: string;
}

/** The API's front page: what `info` says, the servers and every operation by tag. */
export interface ApiInfoPageData extends DocShell {
  kind: 'api-info';
  version: string;
  /** The OpenAPI version of the document (`3.1.0`). */
  openapiVersion: string;
  descriptionHtml: string;
  servers: ApiServer[];
  contact?: { name?: string; url?: string; email?: string };
  license?: { name: string; url?: string };
  groups: ApiTagGroup[];
}

/** One operation (method + path) of the API. */
export interface ApiOperationPageData extends DocShell {
  kind: 'api-operation';
  method: HttpMethod;
  path: string;
  /** Base URL of the server the operation is called on; empty when the document names none. */
  serverUrl: string;
  operationId?: string;
  /** The sidebar group the operation is in (its first tag, or `untagged`). */
  tag: string;
  deprecated: boolean;
  descriptionHtml: string;
  /** Non-empty groups, in the order path, query, header, cookie. */
  parameters: ApiParameterGroup[];
  requestBody?: ApiRequestBody;
  responses: ApiResponse[];
  samples: ApiCodeSample[];
}
