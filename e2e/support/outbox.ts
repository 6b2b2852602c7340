import type { SandboxMessage } from '@casino/contract';

/** What the sandbox mailer and texter "sent", newest first, read from the outbox as a developer would. */
export async function outboxMessages(baseUrl: string): Promise<SandboxMessage[]> {
  return (await (await fetch(`${baseUrl}/api/dev/outbox`)).json()) as SandboxMessage[];
}

/** The link of the newest mail with this subject to this address. */
export async function mailedLink(baseUrl: string, email: string, subject: string): Promise<string> {
  const message = (await outboxMessages(baseUrl)).find((m) => m.recipient === email && m.subject === subject);
  if (!message?.link) throw new Error(`no "${subject}" mail for ${email}`);
  return message.link;
}
