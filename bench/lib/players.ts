import type { HttpClient } from '../games/http-client';

/**
 * Signs up `count` players named `{prefix}_{n}` through the API, `parallel` at a time (the password hash
 * takes the server's thread pool, not its event loop); answers their tokens in order.
 */
export async function registerPlayers(
  client: HttpClient,
  prefix: string,
  count: number,
  parallel = 1,
): Promise<string[]> {
  const tokens: string[] = new Array(count);
  let next = 0;
  const signUp = async () => {
    for (let i = next++; i < count; i = next++) tokens[i] = await registerPlayer(client, prefix, i);
  };
  await Promise.all(Array.from({ length: parallel }, signUp));
  return tokens;
}

async function registerPlayer(client: HttpClient, prefix: string, i: number): Promise<string> {
  const form = {
    username: `${prefix}_${i}`,
    email: `${prefix}${i}@example.com`,
    password: 'bench password',
    date_of_birth: '1990-01-01',
    state: 'CA',
    terms: true,
  };
  // A machine shared with other work can leave the server briefly without a database connection (503):
  // the sign-up is tried again, as a player would.
  for (let attempt = 1; ; attempt++) {
    const { status, text } = await client.send('POST', '/api/auth/register', JSON.stringify({ form }), {});
    if (status === 201) return (JSON.parse(text) as { access_token: string }).access_token;
    if (status !== 503 || attempt === 5) throw new Error(`POST /api/auth/register: ${status} ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
