import fc from 'fast-check';
import { getMetadataStorage } from 'class-validator';
// class-transformer's type registry (where @Type(() => Nested) is kept), in the build the app loads.
import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';

/**
 * The operations of the app's own OpenAPI document and a valid-looking sample of each request
 * body, for the fuzz suite to break field by field. Where the document says less than the
 * validation pipe checks (a DTO without @ApiProperty, a nested type the document cannot name),
 * the sample is completed from the DTO's class-validator metadata, the same rules the pipe runs.
 */

export interface OpenApiSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  pattern?: string;
  nullable?: boolean;
  $ref?: string;
  allOf?: OpenApiSchema[];
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  minItems?: number;
}

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: OpenApiSchema;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: OpenApiParameter[]; requestBody?: { content: Record<string, { schema?: OpenApiSchema }> } }>
  >;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

export interface Operation {
  method: string;
  /** The path template, `/api/v1/users/{id}`. */
  path: string;
  pathParams: string[];
  queryParams: { name: string; type?: string }[];
  /** Media types of the request body the document declares (none: the route takes none). */
  bodyTypes: string[];
  /** The body's schema name in components, when the document names one. */
  bodySchema?: string;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => {
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const ref = Object.values(content)[0]?.schema?.$ref;
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, type: p.schema?.type })),
        bodyTypes: Object.keys(content),
        bodySchema: ref ? ref.split('/').pop() || undefined : undefined,
      };
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The DTO classes' validation metadata (class-validator), by class name.

interface ValidatorMetadata {
  type: string;
  name?: string;
  propertyName: string;
  constraints?: unknown[];
  each?: boolean;
}

/** A DTO class, as the validators' registry keys it. */
type DtoClass = abstract new (...args: never[]) => unknown;

const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<DtoClass, unknown[]> };

function dtoClass(name: string): DtoClass | undefined {
  for (const target of storage.validationMetadatas.keys()) if (target.name === name) return target;
  return undefined;
}

function validatorsOf(target: DtoClass): Map<string, ValidatorMetadata[]> {
  const byProperty = new Map<string, ValidatorMetadata[]>();
  const all = getMetadataStorage().getTargetValidationMetadatas(target as never, '', true, false) as unknown as ValidatorMetadata[];
  for (const m of all) byProperty.set(m.propertyName, [...(byProperty.get(m.propertyName) ?? []), m]);
  return byProperty;
}

const SAMPLE_UUID = '3f1c2a9e-5b7d-4c1e-8a2b-000000000001';

/** Constraints that say what type a property is (others, custom ones, leave it to the document). */
const TYPED = new Set([
  'isString',
  'isIn',
  'isEnum',
  'matches',
  'isEmail',
  'isUUID',
  'isUuid',
  'isDateString',
  'isISO8601',
  'isIso8601',
  'isInt',
  'isNumber',
  'isBoolean',
  'isObject',
  'isArray',
  'nestedValidation',
]);

/** A string the pattern accepts (fast-check, seeded); its flags dropped, which the generator refuses. */
function matching(pattern: RegExp): string {
  try {
    return fc.sample(fc.stringMatching(new RegExp(pattern.source)), { seed: 1, numRuns: 1 })[0]!;
  } catch {
    return 'fuzz';
  }
}

function sampleFromValidators(target: DtoClass, property: string, rules: ValidatorMetadata[], depth: number): unknown {
  const names = new Set(rules.map((r) => r.name ?? r.type));
  const each = rules.some((r) => r.each) || names.has('isArray') || names.has('arrayMaxSize') || names.has('arrayMinSize');
  const constraint = (name: string) => rules.find((r) => r.name === name)?.constraints?.[0];
  const minLength = Number(constraint('minLength') ?? 0);
  let item: unknown = 'fuzz'.padEnd(minLength, 'z');
  const allowed = rules.find((r) => r.name === 'isIn' || r.name === 'isEnum')?.constraints?.[0];
  if (rules.some((r) => r.type === 'nestedValidation')) {
    const typeFunction = defaultMetadataStorage.findTypeMetadata(target as never, property)?.typeFunction;
    const nested = typeFunction?.() as DtoClass | undefined;
    item = nested && depth < 6 ? sampleOfClass(nested, depth + 1) : {};
  } else if (allowed) item = Array.isArray(allowed) ? allowed[0] : Object.values(allowed as object)[0];
  else if (names.has('isDateString') || names.has('isISO8601')) item = '2026-05-01';
  else if (constraint('matches') instanceof RegExp) item = matching(constraint('matches') as RegExp);
  else if (names.has('isEmail')) item = 'fuzz@example.org';
  else if (names.has('isUUID') || names.has('isUuid')) item = SAMPLE_UUID;
  else if (names.has('isInt') || names.has('isNumber') || names.has('min') || names.has('max')) item = Number(constraint('min') ?? 0);
  else if (names.has('isBoolean')) item = true;
  else if (names.has('isObject')) item = {};
  return each ? [item] : item;
}

function sampleOfClass(target: DtoClass, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [property, rules] of validatorsOf(target)) out[property] = sampleFromValidators(target, property, rules, depth);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Samples from the document, completed from the validators.

function resolve(doc: OpenApiDocument, schema: OpenApiSchema | undefined): { schema?: OpenApiSchema; name?: string } {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop();
    return name ? { schema: doc.components?.schemas?.[name], name } : {}; // `#/components/schemas/`: a type the document lost
  }
  if (schema.allOf?.length) {
    const parts = schema.allOf.map((s) => resolve(doc, s));
    return {
      schema: Object.assign({}, ...parts.map((p) => p.schema), { ...schema, allOf: undefined }),
      name: parts.find((p) => p.name)?.name,
    };
  }
  return { schema };
}

function sampleOfSchema(doc: OpenApiDocument, schema: OpenApiSchema | undefined, name: string | undefined, depth: number): unknown {
  if (depth > 8) return {};
  const resolved = resolve(doc, schema);
  const s = resolved.schema;
  name = resolved.name ?? name;
  if (!s) {
    const cls = name ? dtoClass(name) : undefined;
    return cls ? sampleOfClass(cls, depth) : undefined;
  }
  if (s.example !== undefined) return s.example;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined && s.type !== 'array') return s.default;
  if (s.format === 'uuid') return SAMPLE_UUID;
  switch (s.type) {
    case 'string':
      return s.format === 'uuid' ? SAMPLE_UUID : s.format === 'email' ? 'fuzz@example.org' : s.format === 'date' ? '2026-05-01' : 'fuzz';
    case 'number':
    case 'integer':
      return 0;
    case 'boolean':
      return true;
    case 'array':
      return [sampleOfSchema(doc, s.items, undefined, depth + 1) ?? 'fuzz'];
    default: {
      const out: Record<string, unknown> = {};
      const cls = name ? dtoClass(name) : undefined;
      const validators = cls ? validatorsOf(cls) : new Map<string, ValidatorMetadata[]>();
      for (const [property, rules] of validators) out[property] = sampleFromValidators(cls!, property, rules, depth);
      for (const [property, propertySchema] of Object.entries(s.properties ?? {})) {
        // The validators decide what passes; the document adds what they leave open (and its
        // enumerations and examples). A property whose type the document lost keeps the validators' sample.
        // (A custom validator the sample cannot read left a string where the document says otherwise.)
        const unread = !validators.get(property)?.some((r) => TYPED.has(r.name ?? r.type));
        if (property in out && !unread && propertySchema.enum === undefined && propertySchema.example === undefined) continue;
        const value = sampleOfSchema(doc, propertySchema, undefined, depth + 1);
        if (value !== undefined && !(propertySchema.$ref && resolve(doc, propertySchema).schema === undefined)) out[property] = value;
      }
      return out;
    }
  }
}

/** A body of the operation that looks valid by the document (and the DTO's validators). */
export function sampleBody(doc: OpenApiDocument, op: Operation): unknown {
  if (!op.bodySchema) return op.bodyTypes.includes('application/json') ? {} : undefined;
  return sampleOfSchema(doc, { $ref: `#/components/schemas/${op.bodySchema}` }, op.bodySchema, 0) ?? {};
}

/** The names a schema marks required (top level). */
export function requiredOf(doc: OpenApiDocument, op: Operation): string[] {
  return (op.bodySchema && doc.components?.schemas?.[op.bodySchema]?.required) || [];
}

export type FieldPath = (string | number)[];

/** Every field of a value (leaves and inner objects and lists), by path. */
export function fieldsOf(value: unknown, path: FieldPath = [], out: FieldPath[] = []): FieldPath[] {
  if (path.length) out.push(path);
  if (Array.isArray(value)) value.forEach((item, i) => fieldsOf(item, [...path, i], out));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) fieldsOf(item, [...path, key], out);
  return out;
}

export function valueAt(value: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string | number, unknown> | undefined)?.[key], value);
}

/** A deep copy of `value` with the field at `path` replaced (or removed, for `undefined`). */
export function withField(value: unknown, path: FieldPath, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (replacement === undefined) delete parent[last];
  else parent[last] = replacement;
  return copy;
}
