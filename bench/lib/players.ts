import type { HttpClient } from '../games/http-client';

/** Signs up `count` players named `{prefix}_{n}` through the API; answers their tokens in order. */
export async function registerPlayers(client: HttpClient, prefix: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
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
    tokens.push(access_token);
  }
  return tokens;
}
