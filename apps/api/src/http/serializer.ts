// Answers are written through their route's response schema (a zod schema from
// packages/shared/src/contract/), so nothing outside the schema leaves the server. The zod schema
// is turned once, at start-up, into JSON Schema (`z.toJSONSchema`) and compiled by
// fast-json-stringify, Fastify's own serializer: it writes only the properties the schema
// declares and is about three times faster than zod's `parse` + JSON.stringify on a 60-item
// catalogue page (figures in docs/decisions/one-contract.md). fast-json-stringify does not
// validate; tsc (presenters are typed against the inferred types) and the contract test (every
// route's real answer parsed strictly by its zod schema) do that.
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

export interface InspectedAnswer {
  method: string;
  url: string;
  httpStatus: string;
  /** the route's zod response schema for this status */
  schema: z.ZodType;
  /** the handler's answer before serialisation */
  payload: unknown;
}

export type AnswerInspector = (answer: InspectedAnswer) => void;

type JsonSchema = Record<string, unknown>;

/**
 * JSON Schema of a zod answer schema, shaped for fast-json-stringify: a nullable object
 * (`anyOf: [{type: 'object', …}, {type: 'null'}]`) becomes `type: ['object', 'null']`, which
 * fast-json-stringify writes directly instead of testing each branch with a validator.
 */
export function serializationSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as JsonSchema;
  return flattenNullable(json) as JsonSchema;
}

function flattenNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(flattenNullable);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = flattenNullable(value);
  const branches = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(branches) && branches.length === 2) {
    const other = branches.find((b) => b.type !== 'null');
    if (other && typeof other.type === 'string' && branches.some((b) => b.type === 'null' && Object.keys(b).length === 1)) {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** zod's own way (fastify-type-provider-zod): encode through the schema, then JSON.stringify. */
function zodStringify(schema: z.ZodType, method: string, url: string) {
  return (data: unknown) => {
    const result = z.safeEncode(schema, data);
    if (!result.success) throw new Error(`answer of ${method} ${url} does not match its schema`, { cause: result.error });
    return JSON.stringify(result.data);
  };
}

/**
 * The serializer compiler of the app: zod response schemas through fast-json-stringify, plain
 * JSON Schemas (a plugin's own routes) as Fastify would. `inspect` (tests only) sees every answer
 * before it is written.
 */
export function contractSerializerCompiler(inspect?: AnswerInspector): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    let write: (data: unknown) => string;
    if (schema instanceof z.ZodType) {
      try {
        write = fastJson(serializationSchema(schema));
      } catch {
        // a schema fast-json-stringify cannot compile still answers, through zod
        write = zodStringify(schema, method, url);
      }
      if (inspect) {
        const inner = write;
        write = (payload) => {
          inspect({ method, url, httpStatus: httpStatus ?? '', schema, payload });
          return inner(payload);
        };
      }
    } else {
      write = fastJson(schema as JsonSchema);
    }
    return write;
  };
}
