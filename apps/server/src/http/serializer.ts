import fastJson from 'fast-json-stringify';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';

type Stringify = (data: unknown) => string;
const compiled = new WeakMap<object, Stringify>();

/**
 * Fastify's serializer compiler for our zod response schemas: each schema becomes JSON Schema once
 * and then a fast-json-stringify function, which writes only the declared fields (an allow-list, so
 * a DTO can never leak a column) without validating the answer again field by field.
 */
export function serializerCompiler({ schema }: { schema: FastifySchema | z.ZodType }): Stringify {
  const known = compiled.get(schema);
  if (known) return known;
  const jsonSchema = schema instanceof z.ZodType ? z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) : schema;
  const stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Stringify;
  compiled.set(schema, stringify);
  return stringify;
}
