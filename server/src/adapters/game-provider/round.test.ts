import { NO_SANDBOX_FAULTS, type SandboxFaults } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { generateSigningKeyPair } from '../../modules/providers/protocols/hub88/key-pair';
import { parseHub88Request } from '../../modules/providers/protocols/hub88/parse';
import type { Hub88Endpoint } from '../../modules/providers/protocols/hub88/requests';
import { HUB88_SIGNATURE_HEADER, verifySignature } from '../../modules/providers/protocols/hub88/signature';
import { hasValidPragmaticHash } from '../../modules/providers/protocols/pragmatic/hash';
import { parsePragmaticRequest } from '../../modules/providers/protocols/pragmatic/parse';
import type { PragmaticMethod } from '../../modules/providers/protocols/pragmatic/requests';
import type { HttpTransport, TransportReply, TransportRequest } from '../http-transport';
import type { RoundDraw } from './draw';
import { hub88Wallet } from './hub88-wallet';
import { pragmaticWallet } from './pragmatic-wallet';
import { playRound } from './round';

const providerKeys = generateSigningKeyPair();
const session = { user: '42', token: 'launch-token', coin: 'SC' as const, gameCode: 'silver-reef' };

type Answer = Record<string, unknown> | 'timeout' | 500;

/**
 * A fake casino wallet behind a transport: it checks the provider's signature, records each call and
 * answers what the test scripts per endpoint (a body, a timeout, or a 500), unsigned as Hub88's wallet answers are.
 */
function fakeHub88Casino(script: (endpoint: string, body: Record<string, unknown>, nth: number) => Answer) {
  const calls: { endpoint: string; body: Record<string, unknown>; signed: boolean; parsed: boolean }[] = [];
  const transport: HttpTransport = {
    async send(request: TransportRequest): Promise<TransportReply> {
      const endpoint = request.path.replace('/api/providers/hub88/', '');
      const body = JSON.parse(request.body);
      const signed = verifySignature(
        providerKeys.publicKeyPem,
        request.body,
        request.headers?.[HUB88_SIGNATURE_HEADER],
      );
      // The casino's own parser reads every call the provider sends.
      const parsed = parseHub88Request(endpoint as Hub88Endpoint, request.body).ok;
      calls.push({ endpoint, body, signed, parsed });
      const answer = script(endpoint, body, calls.filter((call) => call.endpoint === endpoint).length);
      if (answer === 'timeout') throw Object.assign(new Error('timed out'), { name: 'TimeoutError' });
      if (answer === 500) return { status: 500, body: '', headers: {} };
      const raw = JSON.stringify({ user: body.user, request_uuid: body.request_uuid, ...answer });
      return { status: 200, body: raw, headers: {} };
    },
  };
  return { transport, calls };
}

const ok = (balance: number) => ({ status: 'RS_OK', currency: 'SC', balance });
const slotDraw = (wins: bigint[]): RoundDraw => ({
  outcome: { kind: 'slot', spins: [] },
  wins,
});

let ids = 0;
const round = (transport: HttpTransport, wins: bigint[], faults: Partial<SandboxFaults> = {}) => {
  let drawn = 0;
  const played = playRound({
    wallet: hub88Wallet(transport, providerKeys, session),
    faults: { ...NO_SANDBOX_FAULTS, ...faults },
    stake: 100n,
    draw: () => {
      drawn++;
      return slotDraw(wins);
    },
    newId: () => `id-${++ids}`,
    retry: { attempts: 3, delayMs: 0 },
  });
  return { played, drawn: () => drawn };
};

describe('the sandbox provider, a round over Hub88', () => {
  it('bets, then pays each spin as a win against the bet, the last closing the round', async () => {
    const casino = fakeHub88Casino(() => ok(5_000_000));
    const { played } = round(casino.transport, [50n, 0n, 250n]);
    const result = await played;
    expect(casino.calls.map((call) => call.endpoint)).toEqual([
      'transaction/bet',
      'transaction/win',
      'transaction/win',
      'transaction/win',
    ]);
    expect(casino.calls.every((call) => call.signed && call.parsed)).toBe(true);
    const [bet, ...wins] = casino.calls.map((call) => call.body);
    expect(bet).toMatchObject({
      user: '42',
      token: 'launch-token',
      currency: 'SC',
      amount: 100_000,
      is_free: false,
    });
    expect(bet).toMatchObject({ round_closed: false, game_code: 'silver-reef' });
    expect(wins.map((win) => win.amount)).toEqual([50_000, 0, 250_000]);
    expect(wins.map((win) => win.round_closed)).toEqual([false, false, true]);
    expect(new Set(wins.map((win) => win.reference_transaction_uuid))).toEqual(
      new Set([bet?.transaction_uuid]),
    );
    expect(new Set(casino.calls.map((call) => call.body.round)).size).toBe(1);
    expect(result).toMatchObject({ status: 'settled', stake: '1.00', win: '3.00', balance: '50.00' });
  });

  it('shows not enough money with the real balance, draws nothing and rolls nothing back', async () => {
    const casino = fakeHub88Casino(() => ({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      currency: 'SC',
      balance: 20_000,
    }));
    const { played, drawn } = round(casino.transport, [500n]);
    expect(await played).toMatchObject({
      status: 'not_enough_money',
      message: 'Not enough coins',
      balance: '0.20',
    });
    expect(casino.calls.map((call) => call.endpoint)).toEqual(['transaction/bet']);
    expect(drawn()).toBe(0);
  });

  it('rolls back a bet whose answer never came, retrying the rollback until it is answered', async () => {
    const casino = fakeHub88Casino((endpoint, _body, nth) =>
      endpoint === 'transaction/bet' ? 'timeout' : nth === 1 ? 500 : ok(5_000_000),
    );
    const { played, drawn } = round(casino.transport, [500n]);
    expect(await played).toMatchObject({ status: 'rolled_back', win: '0.00' });
    const [bet, first, second] = casino.calls.map((call) => call.body);
    expect(casino.calls.map((call) => call.endpoint)).toEqual([
      'transaction/bet',
      'transaction/rollback',
      'transaction/rollback',
    ]);
    expect(first?.reference_transaction_uuid).toBe(bet?.transaction_uuid);
    expect(second?.transaction_uuid).toBe(first?.transaction_uuid);
    expect(drawn()).toBe(0);
  });

  it('sends an unanswered win again, the same transaction, until it is answered', async () => {
    const casino = fakeHub88Casino((endpoint, _body, nth) =>
      endpoint === 'transaction/win' && nth < 3 ? (nth === 1 ? 'timeout' : 500) : ok(5_000_000),
    );
    const { played } = round(casino.transport, [700n]);
    expect(await played).toMatchObject({ status: 'settled', win: '7.00' });
    const wins = casino.calls.filter((call) => call.endpoint === 'transaction/win').map((call) => call.body);
    expect(wins).toHaveLength(3);
    expect(new Set(wins.map((win) => win.transaction_uuid)).size).toBe(1);
  });

  it('leaves the round pending when a win is still unanswered after its retries', async () => {
    const casino = fakeHub88Casino((endpoint) => (endpoint === 'transaction/win' ? 500 : ok(5_000_000)));
    expect(await round(casino.transport, [700n]).played).toMatchObject({ status: 'pending' });
  });

  it('takes an answer it cannot read for no answer: the bet is rolled back', async () => {
    const casino = fakeHub88Casino(() => ok(5_000_000));
    // A proxy's page in front of the casino: HTTP 200, but no wallet answer.
    const proxied: HttpTransport = {
      async send(request) {
        const reply = await casino.transport.send(request);
        return request.path.endsWith('transaction/bet')
          ? { ...reply, body: '<html>Bad gateway</html>' }
          : reply;
      },
    };
    const result = await round(proxied, [0n]).played;
    expect(result.status).toBe('rolled_back');
    expect(result.calls[0]?.answer).toBe('answer is not JSON');
  });

  it('misbehaves on demand: a retried bet and win, a rollback before its bet, a bad signature, a late promo win', async () => {
    const retried = fakeHub88Casino(() => ok(5_000_000));
    await round(retried.transport, [100n], { retryBet: true, retryWin: true }).played;
    const uuids = retried.calls.map((call) => `${call.endpoint} ${call.body.transaction_uuid}`);
    expect(uuids).toHaveLength(4);
    expect(uuids[0]).toBe(uuids[1]);
    expect(uuids[2]).toBe(uuids[3]);

    const early = fakeHub88Casino(() => ok(5_000_000));
    await round(early.transport, [100n], { reorder: 'rollback-before-bet' }).played;
    expect(early.calls.map((call) => call.endpoint)).toEqual(['transaction/rollback', 'transaction/bet']);

    const ahead = fakeHub88Casino(() => ok(5_000_000));
    await round(ahead.transport, [100n], { reorder: 'win-before-bet' }).played;
    expect(ahead.calls.map((call) => call.endpoint)).toEqual([
      'transaction/win',
      'transaction/bet',
      'transaction/win',
    ]);

    const unsigned = fakeHub88Casino(() => ({ status: 'RS_ERROR_INVALID_SIGNATURE' }));
    const refused = await round(unsigned.transport, [0n], { badSignature: true }).played;
    expect(unsigned.calls[0]?.signed).toBe(false);
    expect(refused.status).toBe('refused');

    const promo = fakeHub88Casino(() => ok(5_000_000));
    const late = await round(promo.transport, [0n], { latePromoWin: true }).played;
    expect(promo.calls.at(-1)?.body).toMatchObject({ is_free: true, amount: 100_000, round_closed: true });
    expect(late.promoWin).toBe('1.00');
  });
});

describe('the sandbox provider, a round over Pragmatic', () => {
  it('sends bet, one result for the round and endRound, each hashed with the shared secret', async () => {
    const sent: { method: string; params: Record<string, string> }[] = [];
    const transport: HttpTransport = {
      async send(request) {
        const params = Object.fromEntries(new URLSearchParams(request.body));
        const method = request.path.replace('/api/providers/pragmatic/', '');
        sent.push({ method, params });
        const parsed = parsePragmaticRequest(
          method.replace('.html', '') as PragmaticMethod,
          request.body,
          'secret',
        );
        const valid = hasValidPragmaticHash(params, 'secret') && parsed.ok;
        const body = valid ? { error: 0, description: 'Success', cash: 12.5, bonus: 0 } : { error: 5 };
        return { status: 200, body: JSON.stringify(body), headers: {} };
      },
    };
    /** One round of 1.00 over Pragmatic with these faults and wins, the calls it sends in `sent`. */
    const pragmaticRound = (faults: Partial<SandboxFaults>, wins: bigint[]) => {
      sent.length = 0;
      return playRound({
        wallet: pragmaticWallet(transport, 'secret', session),
        faults: { ...NO_SANDBOX_FAULTS, ...faults },
        stake: 100n,
        draw: () => slotDraw(wins),
        newId: () => `id-${++ids}`,
        retry: { attempts: 3, delayMs: 0 },
      });
    };
    const result = await pragmaticRound({}, [50n, 25n]);
    expect(sent.map((call) => call.method)).toEqual(['bet.html', 'result.html', 'endRound.html']);
    expect(sent[0]?.params).toMatchObject({
      userId: '42',
      token: 'launch-token',
      gameId: 'silver-reef',
      amount: '1.00',
    });
    expect(sent[1]?.params).toMatchObject({ amount: '0.75', roundId: sent[0]?.params.roundId });
    expect(result).toMatchObject({ status: 'settled', win: '0.75', balance: '12.50' });

    await pragmaticRound({ rollbackBet: true }, [0n]);
    expect(sent.map((call) => call.method)).toEqual(['bet.html', 'refund.html']);
    expect(sent[1]?.params.reference).toBe(sent[0]?.params.reference);

    const late = await pragmaticRound({ latePromoWin: true }, [0n]);
    expect(sent.map((call) => call.method)).toEqual([
      'bet.html',
      'result.html',
      'endRound.html',
      'promoWin.html',
    ]);
    expect(sent[3]?.params).toMatchObject({ currency: 'SC', amount: '1.00' });
    expect(late.calls.every((call) => call.answer === 'error 0')).toBe(true);

    // A live dealer's correction after the round: the win taken back, or a loss paid its stake.
    for (const [wins, amount] of [
      [[50n, 25n], '-0.75'],
      [[0n], '1.00'],
    ] as const) {
      const corrected = await pragmaticRound({ correction: true }, [...wins]);
      expect(sent.map((call) => call.method)).toEqual([
        'bet.html',
        'result.html',
        'endRound.html',
        'adjustment.html',
      ]);
      expect(sent[3]?.params).toMatchObject({ amount, roundId: sent[0]?.params.roundId });
      expect(corrected.calls.at(-1)).toMatchObject({ call: 'adjustment', amount, answer: 'error 0' });
    }
  });
});
