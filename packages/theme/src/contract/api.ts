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
  /**
   * Set instead of expanding when the same named schema is already expanded elsewhere on the
   * page (a link to it keeps pages small).
   */
  repeated?: { refName: string; targetId: string };
  /** Set when expansion stopped at the depth limit or the page's size budget. */
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
  /** The example as a highlighted code block (HTML); empty when the example gives no value. */
  html: string;
  /** True when generated from the schema rather than given by the specification. */
  generated: boolean;
  /** `externalValue`: the URL of an example kept outside the document. */
  externalUrl?: string;
  /**
   * Set when the example was too large to show whole: `html` holds its beginning, and the whole
   * example is a separate file at `route`.
   */
  full?: { route: string; bytes: number };
}

export interface ApiMediaType {
  mediaType: string;
  schema?: SchemaNode;
  examples: ApiExample[];
  /** Multipart and form bodies: how each property is sent (`encoding`). */
  encoding?: Array<{ property: string; contentType?: string; style?: string; explode?: boolean }>;
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
  /**
   * How the value is written into the request (OpenAPI `style`, with its default filled in:
   * `simple` for path and header, `form` for query and cookie).
   */
  style: string;
  /** Whether arrays and objects are exploded (default: true for `form`, else false). */
  explode: boolean;
  allowReserved?: boolean;
  /** Set when the parameter is defined by `content` (a serialised body, e.g. JSON) instead of `schema`. */
  mediaType?: string;
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
  /** Design-time links: operations the response's values can feed into. */
  links: ApiResponseLink[];
}

/** A response link (`links`): an operation to call next, with values taken from this response. */
export interface ApiResponseLink {
  name: string;
  /** The target operation: its page when it is in this reference, else its id or reference as written. */
  target?: { label: string; route?: string };
  /** Parameters of the target and the runtime expressions that fill them (`$response.body#/id`). */
  parameters: Array<{ name: string; value: string }>;
  requestBody?: string;
  descriptionHtml?: string;
}

/** A callback (`callbacks`): requests the API makes to a URL the caller gave it. */
export interface ApiCallback {
  /** Anchor id of the callback's heading. */
  id: string;
  name: string;
  operations: ApiCallbackOperation[];
}

export interface ApiCallbackOperation {
  id: string;
  method: HttpMethod;
  /** The URL expression, e.g. `{$request.body#/callbackUrl}`. */
  url: string;
  summary?: string;
  descriptionHtml?: string;
  parameters: ApiParameterGroup[];
  requestBody?: ApiRequestBody;
  responses: ApiResponse[];
}

/** A security scheme (`components.securitySchemes`) in readable form. */
export interface ApiSecurityScheme {
  /** The scheme's key in the document. */
  name: string;
  /** Anchor id on the info page. */
  id: string;
  type: string;
  /** One line a reader understands: `API key in the header X-Api-Key`, `HTTP bearer token (JWT)`. */
  summary: string;
  /** apiKey: where the key goes and under which name. */
  in?: string;
  parameterName?: string;
  /** http: the scheme (`bearer`, `basic`) and the bearer format. */
  scheme?: string;
  bearerFormat?: string;
  /** oauth2: each flow with its URLs and scopes. */
  flows?: Array<{ type: string; authorizationUrl?: string; tokenUrl?: string; refreshUrl?: string; scopes: Array<{ name: string; description: string }> }>;
  openIdConnectUrl?: string;
  descriptionHtml?: string;
}

/**
 * One way to authenticate: every scheme listed is needed together (with the scopes given). An
 * empty list means the operation may be called without credentials.
 */
export interface ApiSecurityRequirement {
  schemes: Array<{ name: string; scopes: string[] }>;
}

/**
 * The request an operation's "Try it" console starts from and its code samples show: the path
 * template, each parameter with how it is written and its initial value, the bodies it may send.
 * The theme writes the samples from it (at build time, and again in the browser with the values
 * a reader fills in), so every value is plain JSON.
 */
export interface ApiRequestModel {
  method: HttpMethod;
  path: string;
  /** The base URL samples call: the first server, absolute (a placeholder host when the document names none). */
  serverUrl: string;
  parameters: ApiRequestParameter[];
  /** One per media type of the request body, in the document's order; the first is the samples'. */
  bodies: ApiRequestBodyModel[];
  /** Whether a body must be sent. */
  bodyRequired: boolean;
  /** The first success response's media type when it is not JSON (sent as `Accept`). */
  accept?: string;
  /** The success response is a stream of Server-Sent Events. */
  streaming: boolean;
  /** The console's settings; absent when the site turns the console off. */
  console?: ApiConsoleSettings;
}

/** The site's settings of the "Try it" console. */
export interface ApiConsoleSettings {
  /** The server URL offered before the reader enters one (config, else the document's first server; may be empty). */
  serverUrl: string;
}

/** The JSON type of a value (`integer` and `number` kept apart), as a form field needs it. */
export type ApiValueType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

export interface ApiRequestParameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  /** OpenAPI `style` (defaults filled in) and `explode`. */
  style: string;
  explode: boolean;
  /** Set when the parameter is defined by `content` (its value is serialised as that media type). */
  mediaType?: string;
  /** The schema's type, when it has one. */
  type?: ApiValueType;
  /** The allowed values (`enum`, or a single `const`). */
  enum?: unknown[];
  /** For arrays: the items' type and allowed values. */
  items?: { type?: ApiValueType; enum?: unknown[] };
  /** The value samples use and the console starts with (an example, the default, the first enum value); absent: left out, a path parameter's template kept. */
  value?: unknown;
}

/** One media type of a request body, as the console and samples send it. */
export interface ApiRequestBodyModel {
  mediaType: string;
  /** Example value (absent for binary bodies, which are sent from a file). */
  value?: unknown;
  /** Form and multipart bodies: the object's properties, those sent as files marked. */
  fields?: Array<{ name: string; file: boolean; required: boolean }>;
}

export interface ApiOperationLink {
  method: HttpMethod;
  /** The path template; for a webhook, its name. */
  path: string;
  route: string;
  summary: string;
  deprecated: boolean;
}

export interface ApiTagGroup {
  /** Anchor id on the info page. */
  id: string;
  /** The tag name, `untagged` for operations without tags, or `webhooks` for the webhooks. */
  name: string;
  /** What readers see: the tag's `x-displayName`, else its name with a capital first letter. */
  label: string;
  descriptionHtml?: string;
  operations: ApiOperationLink[];
}

export interface ApiServer {
  /** The URL as written, with `{variables}`. */
  url: string;
  descriptionHtml?: string;
  variables: ApiServerVariable[];
}

export interface ApiServerVariable {
  name: string;
  default: string;
  enum?: string[];
  descriptionHtml?: string;
}

/** `externalDocs`: a link to more documentation. */
export interface ApiExternalDocs {
  url: string;
  /** The link's text: the description when it is one short plain line, else `More documentation`. */
  label: string;
  /** A description that did not fit the link's text. */
  descriptionHtml?: string;
}

/** The API's front page: what `info` says, the servers and every operation by tag. */
export interface ApiInfoPageData extends DocShell {
  kind: 'api-info';
  version: string;
  /** The OpenAPI version of the document (`3.1.0`). */
  openapiVersion: string;
  /** Set when the document is written in Swagger (`2.0`): it is read as the OpenAPI 3.0 document `openapiVersion` names. */
  swaggerVersion?: string;
  descriptionHtml: string;
  servers: ApiServer[];
  contact?: { name?: string; url?: string; email?: string };
  license?: { name: string; url?: string };
  termsOfService?: string;
  externalDocs?: ApiExternalDocs;
  /** Every security scheme the document declares. */
  securitySchemes: ApiSecurityScheme[];
  /** The document-wide security requirements (empty: none declared). */
  security: ApiSecurityRequirement[];
  groups: ApiTagGroup[];
}

/** One operation (method + path) of the API. */
export interface ApiOperationPageData extends DocShell {
  kind: 'api-operation';
  method: HttpMethod;
  path: string;
  /** Base URL of the server the operation is called on; empty when the document names none. */
  serverUrl: string;
  /** Every server the operation may be called on (operation, path or document level), with variables. */
  servers: ApiServer[];
  /** Set for a webhook (3.1 `webhooks`): its name; `path` holds it too and there is no server. */
  webhook?: string;
  operationId?: string;
  /** The sidebar group the operation is in (its first tag, `untagged`, or `webhooks`). */
  tag: string;
  deprecated: boolean;
  descriptionHtml: string;
  externalDocs?: ApiExternalDocs;
  /**
   * The ways to authenticate, any one of which is enough; empty when the operation needs none
   * (or the document declares none).
   */
  security: ApiSecurityRequirement[];
  /** The schemes `security` names, in readable form. */
  securitySchemes: ApiSecurityScheme[];
  callbacks: ApiCallback[];
  /** Non-empty groups, in the order path, query, header, cookie. */
  parameters: ApiParameterGroup[];
  requestBody?: ApiRequestBody;
  responses: ApiResponse[];
  /** What the console and the samples start from; absent for webhooks (the API sends them). */
  request?: ApiRequestModel;
  /** Code samples the document itself gives (Redoc's `x-codeSamples`), highlighted: shown as written, before the console. */
  codeSamples?: ApiCodeSample[];
}

/** One code sample of the document's own. */
export interface ApiCodeSample {
  /** The tab's text: the sample's `label`, else its language. */
  label: string;
  /** The highlighted code block, with its copy button. */
  html: string;
}
