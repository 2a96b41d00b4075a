import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [X, {type: 'null'}]` (zod's nullable) as `type: [X, 'null']`: fast-json-stringify
 * writes the second directly, where the first makes it validate every value against each branch.
 */
function withPlainNullables(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withPlainNullables);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, withPlainNullables(value)]),
  ) as JsonSchema;
  const branches = node.anyOf as JsonSchema[] | undefined;
  if (branches?.length === 2 && branches.some((branch) => branch.type === 'null')) {
    const other = branches.find((branch) => branch.type !== 'null');
    if (typeof other?.type === 'string') {
      const { anyOf: _replaced, ...rest } = node;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return node;
}

/**
 * The public candidate answers' serializer. A success answer is written by fast-json-stringify
 * from the contract's schema (converted to JSON Schema): only the schema's properties are
 * written, as zod's encoding does, so nothing else on a row (a phone number) can leave, but
 * without zod checking every value of rows the database has already typed (a CPU profile showed
 * that as a quarter of a list request). Each `{ data }` answer's JSON is remembered with its
 * inner object: a cached first page is the same object answer after answer and is written once.
 * Error answers keep the app's zod serializer.
 */
export const answerSerializerCompiler = <T>(routeSchema: FastifyRouteSchemaDef<T>) => {
  if (!routeSchema.httpStatus?.startsWith('2')) {
    return serializerCompiler(routeSchema as Parameters<typeof serializerCompiler>[0]);
  }
  const jsonSchema = z.toJSONSchema(routeSchema.schema as z.ZodType, { io: 'output' });
  const { $schema: _draft, ...body } = withPlainNullables(jsonSchema) as JsonSchema;
  const write = fastJson(body) as (value: unknown) => string;
  const written = new WeakMap<object, string>();
  return (payload: unknown) => {
    const inner = (payload as { data?: unknown } | null)?.data;
    if (typeof inner !== 'object' || inner === null) return write(payload);
    let json = written.get(inner);
    if (json === undefined) {
      json = write(payload);
      written.set(inner, json);
    }
    return json;
  };
};
