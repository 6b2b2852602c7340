import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { bearer, latestOutbox, registerPlayer, type TestApp } from './app';

/** The 6-digit code of the newest SMS to `phone`. */
export async function latestCode(t: TestApp, phone: string): Promise<string> {
  const code = (await latestOutbox(t.infra, phone)).body.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/** A code that is not `code`. */
export const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** A new player (signed up on device 'home') with a verified phone of their own. */
export async function playerWithPhone(t: TestApp) {
  const phone = `555${randomInt(1_000_000, 10_000_000)}`;
  const player = await registerPlayer(t.app, {}, { fp: 'home' });
  await t.app.inject({
    method: 'POST',
    url: '/api/user/phone',
    headers: bearer(player.token),
    payload: { phone_number: phone },
  });
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/user/verify-code',
    headers: bearer(player.token),
    payload: { phone_number: phone, verification_code: await latestCode(t, phone) },
  });
  expect(verified.json().phone_number_verified).toBe(true);
  return { ...player, phone };
}
