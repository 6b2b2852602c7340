import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../../api/client';
import { keys, queryClient } from '../../api/queries';
import { FormMessage } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { AuthLayout } from './AuthLayout';

/** The link from the verification email lands here. */
export default function VerifyEmailPage() {
  const { token = '' } = useParams();
  const verify = useMutation({
    mutationFn: () => api<{ message: string }>('/email/verify', { method: 'POST', body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.me }),
  });
  const { mutate } = verify;
  useEffect(() => mutate(), [mutate]);

  return (
    <AuthLayout title="Email verification">
      <div className="flex flex-col gap-4">
        {verify.isPending || verify.isIdle ? (
          <div className="flex items-center gap-3 text-text-muted">
            <Spinner /> Verifying your email address…
          </div>
        ) : verify.isSuccess ? (
          <FormMessage tone="success">{verify.data.message}</FormMessage>
        ) : (
          <FormMessage tone="error">{verify.error?.message}</FormMessage>
        )}
        <Link to="/" className="text-center text-sm font-semibold text-accent hover:underline">
          Go to the lobby
        </Link>
      </div>
    </AuthLayout>
  );
}
