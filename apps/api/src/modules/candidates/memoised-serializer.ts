import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The app's zod serializer, remembering the JSON of each `{ data }` answer's inner object: a
 * cached page is the same object answer after answer, so it is checked and encoded once, not on
 * every request (a profile showed zod encoding a cached 12-card page as a quarter of the list's
 * CPU). A fresh object is serialised as before; its entry goes with it (WeakMap).
 */
export const memoisedSerializerCompiler = <T>(routeSchema: FastifyRouteSchemaDef<T>) => {
  const serialize = serializerCompiler(routeSchema as Parameters<typeof serializerCompiler>[0]);
  const done = new WeakMap<object, string>();
  return (payload: unknown) => {
    const inner = (payload as { data?: unknown } | null)?.data;
    if (typeof inner !== 'object' || inner === null) return serialize(payload);
    let json = done.get(inner);
    if (json === undefined) {
      json = serialize(payload);
      done.set(inner, json);
    }
    return json;
  };
};

