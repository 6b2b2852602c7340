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
  const { access_token } = await client.json<{ access_token: string }>(
    'POST',
    '/api/auth/register',
    { form },
    null,
    201,
  );
  return access_token;
}
