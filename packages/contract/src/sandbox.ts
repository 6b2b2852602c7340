import { z } from 'zod';

/** `GET /api/dev/outbox`: a mail or SMS the sandbox adapters kept instead of sending, newest first. */
export const sandboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['mail', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
});
export type SandboxMessage = z.infer<typeof sandboxMessageSchema>;
