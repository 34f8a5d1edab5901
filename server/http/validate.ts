import type { z } from 'zod';
import { validationError } from './errors';

/** Parses untrusted input with a shared schema; failures become 400 validation_failed. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
