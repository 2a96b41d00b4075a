import fc from 'fast-check';
import type { z } from 'zod';

/**
 * A fast-check arbitrary of values shaped by a zod (v4) schema: mostly valid, with limits taken
 * from the schema's checks. Unknown kinds fall back to any JSON value, so this never throws; the
 * fuzz tests mix it with plain garbage anyway.
 */
export function arbitraryFor(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const zod = (schema as unknown as { _zod: { def: Def; bag?: Bag } })._zod;
  const def = zod.def;
  const bag: Bag = zod.bag ?? {};
  const next = (inner: unknown) => arbitraryFor(inner as z.ZodType, depth + 1);
  switch (def.type) {
    case 'string':
      return stringFor(bag);
    case 'number': {
      const min = finite(bag.minimum) ?? -1_000_000;
      const max = finite(bag.maximum) ?? 1_000_000;
      const isInt = typeof bag.format === 'string' && /int/.test(bag.format);
      return isInt
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'bigint':
      return fc.bigInt({ min: -1000n, max: 1000n }).map(String);
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
      return fc.option(next(def.innerType), { nil: undefined });
    case 'nullable':
      return fc.option(next(def.innerType), { nil: null });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return next(def.innerType);
    case 'pipe':
      // A transform's input is what the caller sends.
      return next(
        (def.in as { _zod: { def: Def } })._zod.def.type === 'transform' ? def.out : def.in,
      );
    case 'lazy':
      return next((def.getter as () => unknown)());
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(next));
    case 'intersection':
      return fc
        .tuple(next(def.left), next(def.right))
        .map(([a, b]) => (isRecord(a) && isRecord(b) ? { ...a, ...b } : a));
    case 'array': {
      const min = bag.minimum ?? 0;
      return fc.array(next(def.element), {
        minLength: Math.min(min, 5),
        maxLength: Math.max(Math.min(min, 5), Math.min(bag.maximum ?? 5, 5)),
      });
    }
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(next));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), next(def.valueType), { maxKeys: 3 });
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const entries = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, next(v)]));
      // Required fields are usually present (valid-ish); optional ones come and go.
      const required = Object.entries(shape)
        .filter(([, v]) => !OPTIONAL_KINDS.has((v as { _zod: { def: Def } })._zod.def.type))
        .map(([k]) => k);
      return fc.record(entries, { requiredKeys: required });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const OPTIONAL_KINDS = new Set(['optional', 'default', 'prefault', 'catch']);

interface Def {
  type: string;
  [key: string]: unknown;
}

interface Bag {
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  patterns?: Set<RegExp>;
}

const finite = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : undefined);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function stringFor(bag: Bag): fc.Arbitrary<string> {
  switch (bag.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'url':
      return fc.webUrl();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'datetime':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    default:
      break;
  }
  const pattern = bag.patterns ? [...bag.patterns][0] : undefined;
  if (pattern) return fc.stringMatching(pattern).filter((s) => s.length <= 200);
  const minLength = Math.min(bag.minLength ?? 0, 50);
  const maxLength = Math.max(minLength, Math.min(bag.maxLength ?? 40, 80));
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}
