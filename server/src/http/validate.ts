import type { z } from 'zod';
import { AppError } from './errors';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The one 422 of a bad request part: `{message, errors: {field: [text]}}`, the first issue's text as the
 * message. Fields are named without the sign-up form's `form.` prefix, as the web app shows them.
 */
export function validationFailed(issues: readonly Issue[]): AppError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.filter((p) => p !== 'form').join('.') || '_';
    const list = errors[field] ?? [];
    list.push(issue.message);
    errors[field] = list;
  }
  const first = issues[0]?.message ?? 'The given data was invalid.';
  return new AppError('VALIDATION_FAILED', first, errors);
}

/** Parses a request part with its schema; a bad one is a 422 naming each field, and nothing runs. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw validationFailed(result.error.issues);
}
