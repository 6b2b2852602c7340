import type { z } from 'zod';
import { AppError } from './errors';

/** Parses a request part with its schema; a bad one is a 422 naming each field, and nothing runs. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.filter((p) => p !== 'form').join('.') || '_';
    const list = errors[field] ?? [];
    list.push(issue.message);
    errors[field] = list;
  }
  const first = result.error.issues[0]?.message ?? 'The given data was invalid.';
  throw new AppError('VALIDATION_FAILED', first, errors);
}
