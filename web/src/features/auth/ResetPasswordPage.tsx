import { resetPasswordSchema } from '@casino/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormMessage, TextField } from '../../ui/Field';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { useSchemaForm } from '../../ui/use-schema-form';
import { AuthLayout } from './AuthLayout';

// Sent as typed (`raw`): the server trims and lower-cases by the same schema.
const resolver = zodResolver(resetPasswordSchema, undefined, { raw: true });

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  // The link's token is a value of the form without an input, so the schema checks it with the rest.
  const { field, handleSubmit, showRefusal, formState } = useSchemaForm(resolver, {
    defaultValues: { email: params.get('email') ?? '', token, password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = formState;
  const [done, setDone] = useState<string>();

  const submit = handleSubmit(async (form) => {
    try {
      const reply = await api<{ message: string }>('/reset-password', { method: 'POST', body: form });
      setDone(reply.message);
    } catch (caught) {
      showRefusal(caught);
    }
  });

  if (done !== undefined) {
    return (
      <AuthLayout title="Password changed">
        <div className="flex flex-col gap-4">
          <FormMessage tone="success">{done}</FormMessage>
          <Link
            to="/auth/login"
            className="inline-flex h-12 items-center justify-center rounded-lg bg-accent font-semibold text-surface-0"
          >
            Log in
          </Link>
        </div>
      </AuthLayout>
    );
  }
  const formError = errors.root?.server?.message ?? errors.token?.message;
  return (
    <AuthLayout title="Choose a new password">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField label="Email" type="email" {...field('email')} />
        <NewPasswordFields field={field} />
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <Button type="submit" size="lg" pending={isSubmitting}>
          Reset password
        </Button>
      </form>
    </AuthLayout>
  );
}
