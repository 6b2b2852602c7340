import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/accounts';
import { bearer, registerPlayer } from '../../test/app';
import { staffMember } from '../../test/back-office';
import { disconnectedWithin, listeningAppForSuite } from '../../test/sockets';

/** A ban logs the player out at once: their tabs hear `force-logout` ('Account Disabled') and are dropped. */
describe('a ban from the back office', () => {
  const t = listeningAppForSuite();

  /**
   * A player with one open tab listening for `force-logout`, on whom a mod takes `action` (ban or kick):
   * answers the player, the tab, what it heard and the staff call's reply.
   */
  async function modActsOnOpenTab(action: 'ban' | 'kick', reason: string) {
    const mod = await staffMember(t, 'mod');
    const player = await registerPlayer(t.app);
    const tab = await t.connect(player.token);
    const heard = new Promise<unknown>((resolve) => tab.once('force-logout', resolve));
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${player.userId}/${action}`,
      headers: mod.headers,
      payload: { reason },
    });
    return { player, tab, heard, answer };
  }

  it('sends force-logout to the player’s open tabs and disconnects them', async () => {
    const { player, tab, heard, answer: ban } = await modActsOnOpenTab('ban', 'Multiple accounts');
    expect(ban.statusCode).toBe(200);
    expect(await heard).toEqual({ reason: 'banned' });
    expect(await disconnectedWithin(tab, 2000)).toBe(true);
    const after = await t.app.inject({ url: '/api/user', headers: bearer(player.token) });
    expect(after.statusCode).toBe(403);
  });

  it('a kick logs the player out the same way, and they may sign in again', async () => {
    const { player, tab, heard, answer: kick } = await modActsOnOpenTab('kick', 'Shared device');
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
