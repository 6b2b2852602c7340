import type { Me } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';
import { ApiError } from '../../api/errors';
import { applyMe } from '../../api/queries';

/** A settings call that answers with the updated player; field errors are kept for the form. */
export function useMeMutation<Body>(path: string, method: 'POST' | 'PATCH' = 'POST') {
  return useMutation<Me, ApiError | Error, Body>({
    mutationFn: (body) => api<Me>(path, { method, body }),
    onSuccess: applyMe,
  });
}

export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.field(field) : undefined;
}
