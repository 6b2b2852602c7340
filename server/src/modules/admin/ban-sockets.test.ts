import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/accounts';
import { bearer, registerPlayer } from '../../test/app';
import { staffMember } from '../../test/back-office';
import { disconnectedWithin, listeningAppForSuite } from '../../test/sockets';

/** A ban logs the player out at once: their tabs hear `force-logout` ('Account Disabled') and are dropped. */
describe('a ban from the back office', () => {
  const t = listeningAppForSuite();

  it('sends force-logout to the player’s open tabs and disconnects them', async () => {
    const mod = await staffMember(t, 'mod');
    const player = await registerPlayer(t.app);
    const tab = await t.connect(player.token);
    const heard = new Promise<unknown>((resolve) => tab.once('force-logout', resolve));

    const ban = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${player.userId}/ban`,
      headers: mod.headers,
      payload: { reason: 'Multiple accounts' },
    });
    expect(ban.statusCode).toBe(200);
    expect(await heard).toEqual({ reason: 'banned' });
    expect(await disconnectedWithin(tab, 2000)).toBe(true);
    const after = await t.app.inject({ url: '/api/user', headers: bearer(player.token) });
    expect(after.statusCode).toBe(403);
  });

  it('a kick logs the player out the same way, and they may sign in again', async () => {
    const mod = await staffMember(t, 'mod');
    const player = await registerPlayer(t.app);
    const tab = await t.connect(player.token);
    const heard = new Promise<unknown>((resolve) => tab.once('force-logout', resolve));
    const kick = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${player.userId}/kick`,
      headers: mod.headers,
      payload: { reason: 'Shared device' },
    });
    expect(kick.json().message).toBe('The player is logged out (1 session ended).');
    expect(await heard).toEqual({ reason: 'kicked' });
    expect(await disconnectedWithin(tab, 2000)).toBe(true);
    expect((await t.app.inject({ url: '/api/user', headers: bearer(player.token) })).statusCode).toBe(401);
    const again = await signIn(
      t.app,
      { login: player.form.username, password: player.form.password },
      '10.9.0.2',
    );
    expect(again.statusCode).toBe(200);
  });
});
