import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { Api } from '../../http/typed-routes';
import { rawTextBodies } from '../../modules/providers/http/raw-text-body';
import { FreeRoundsRefused } from '../../modules/providers/launch/game-server';
import { coinOfCurrency } from '../../modules/providers/protocols/coin-currency';
import { toMinorUnits } from '../../modules/providers/protocols/hub88/amount';
import {
  HUB88_OPERATOR_API,
  type Hub88Reward,
  hub88GameUrlRequestSchema,
  hub88RewardCancelSchema,
  hub88RewardCreateSchema,
  hub88RewardListSchema,
} from '../../modules/providers/protocols/hub88/operator-api';
import { HUB88_SIGNATURE_HEADER, verifySignature } from '../../modules/providers/protocols/hub88/signature';
import { cancelSandboxFreeRounds, grantSandboxFreeRounds, sandboxFreeRoundCampaigns } from './free-rounds';
import { openSandboxGame } from './game-server';
import { SANDBOX_PROVIDER_API } from './routes';

/** The sandbox provider's Hub88 Operator API, under its own prefix: `{this}/operator/generic/v2/...`. */
export const SANDBOX_HUB88_API = `${SANDBOX_PROVIDER_API}/hub88`;

/** The `operator_id` the sandbox provider knows the casino by. */
export const SANDBOX_HUB88_OPERATOR_ID = 1;

/** A refusal as Hub88 answers one: an HTTP status and `{ error }`. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The casino's calls to the sandbox provider, as Hub88's Operator API takes them: `game/url` and
 * `freebet/rewards/{create,cancel,list}`. The casino's signature over the exact bytes is checked first
 * (a bad or missing one is 401 and changes nothing), then the operator and the body's shape.
 */
export function sandboxHub88OperatorRoutes(app: Api, db: Database, casinoPublicKeyPem: string): void {
  app.register(async (scope: Api) => {
    rawTextBodies(scope);
    const route = <S extends z.ZodType>(
      endpoint: string,
      schema: S,
      answer: (call: z.infer<S>) => Promise<unknown>,
    ) =>
      scope.post(`${SANDBOX_HUB88_API}${HUB88_OPERATOR_API}/${endpoint}`, async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers[HUB88_SIGNATURE_HEADER];
        try {
          if (
            !verifySignature(casinoPublicKeyPem, raw, typeof signature === 'string' ? signature : undefined)
          )
            throw new Refusal(401, 'invalid signature');
          const parsed = schema.safeParse(jsonOf(raw));
          if (!parsed.success) throw new Refusal(400, `wrong syntax: ${parsed.error.issues[0]?.message}`);
          if ((parsed.data as { operator_id: number }).operator_id !== SANDBOX_HUB88_OPERATOR_ID)
            throw new Refusal(401, 'unknown operator');
          return send(reply, 200, await answer(parsed.data));
        } catch (error) {
          if (error instanceof Refusal) return send(reply, error.status, { error: error.message });
          if (error instanceof FreeRoundsRefused) return send(reply, 422, { error: error.message });
          throw error;
        }
      });

    route('game/url', hub88GameUrlRequestSchema, async (call) => {
      const url = await openSandboxGame(db, {
        protocol: 'hub88',
        user: call.user,
        token: call.token,
        coin: coinOf(call.currency),
        gameCode: call.game_code,
        platform: call.platform === 'GPL_MOBILE' ? 'mobile' : 'desktop',
        lobbyUrl: call.lobby_url,
      });
      if (!url) throw new Refusal(404, 'game not found');
      return { url };
    });

    route('freebet/rewards/create', hub88RewardCreateSchema, async (call) => {
      const roundValue = toMinorUnits(call.bet_value);
      if (roundValue === null) throw new Refusal(400, 'bet_value is not an amount of the currency');
      const reference = await grantSandboxFreeRounds(db, {
        protocol: 'hub88',
        user: call.user,
        coin: coinOf(call.currency),
        gameCode: call.game_code,
        rounds: call.bet_count,
        roundValue,
        reference: call.operator_reference,
        expiresAt: new Date(call.end_time),
      });
      return (await rewards(db, [reference]))[0];
    });

    route('freebet/rewards/cancel', hub88RewardCancelSchema, async (call) => {
      await cancelSandboxFreeRounds(db, call.reward_uuid);
      const [reward] = await rewards(db, [call.reward_uuid]);
      if (!reward) throw new Refusal(404, 'reward not found');
      return reward;
    });

    route('freebet/rewards/list', hub88RewardListSchema, (call) => rewards(db, call.reward_uuids));
  });
}

/**
 * The campaigns as Hub88 rewards. The sandbox keeps a campaign under the casino's reference, which is
 * therefore also the reward's uuid: granting it again answers the same reward.
 */
async function rewards(db: Database, references: readonly string[]): Promise<Hub88Reward[]> {
  const campaigns = await sandboxFreeRoundCampaigns(db, references);
  return campaigns.map((campaign) => ({
    reward_uuid: campaign.reference,
    operator_reference: campaign.reference,
    status: campaign.cancelled_at
      ? 'FRS_CANCELED'
      : campaign.remaining === 0
        ? 'FRS_FINISHED'
        : campaign.expires_at <= new Date()
          ? 'FRS_EXPIRED'
          : 'FRS_ACTIVE',
    bet_count: campaign.rounds,
    bet_count_left: campaign.cancelled_at ? 0 : campaign.remaining,
  }));
}

function coinOf(currency: string) {
  const coin = coinOfCurrency(currency);
  if (!coin) throw new Refusal(400, `currency ${currency} is not supported`);
  return coin;
}

function jsonOf(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function send(reply: FastifyReply, status: number, body: unknown) {
  return reply
    .status(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(body));
}
