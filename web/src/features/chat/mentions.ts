/** A message's words cut where `@name` mentions stand, so they can be drawn apart (never as markup). */
export type Segment = { text: string; mention: string | null };

const MENTION = /@([A-Za-z0-9_]{3,20})/g;

export function segments(body: string): Segment[] {
  const parts: Segment[] = [];
  let at = 0;
  for (const match of body.matchAll(MENTION)) {
    const start = match.index ?? 0;
    if (start > at) parts.push({ text: body.slice(at, start), mention: null });
    parts.push({ text: match[0], mention: match[1] ?? null });
    at = start + match[0].length;
  }
  if (at < body.length) parts.push({ text: body.slice(at), mention: null });
  return parts;
}

/** Whether a message names the player (`@name`, any case). */
export function mentions(body: string, username: string | null | undefined): boolean {
  if (!username) return false;
  const wanted = username.toLowerCase();
  return segments(body).some((part) => part.mention?.toLowerCase() === wanted);
}
