import type { z } from 'zod';
import {
  type FreeRoundsCancel,
  type FreeRoundsGrant,
  FreeRoundsRefused,
  type GameLaunch,
  type GameServer,
} from '../../modules/providers/launch/game-server';
import { currencyOfCoin } from '../../modules/providers/protocols/coin-currency';
import { toProtocolAmount } from '../../modules/providers/protocols/hub88/amount';
import {
  HUB88_OPERATOR_API,
  type Hub88GameUrlRequest,
  type Hub88RewardCreate,
  hub88GameUrlAnswerSchema,
  hub88OperatorErrorSchema,
  hub88RewardSchema,
} from '../../modules/providers/protocols/hub88/operator-api';
import {
  HUB88_SIGNATURE_HEADER,
  signBodyInBackground,
} from '../../modules/providers/protocols/hub88/signature';
import type { HttpTransport } from '../http-transport';

export interface Hub88OperatorApiAccess {
  /** Carries the calls: to the live API over the network, to the sandbox provider within the app. */
  transport: HttpTransport;
  /** The API's root on that transport ('' for a live base URL, the sandbox provider's prefix in it). */
  basePath: string;
  /** Who the casino is to Hub88 (its `operator_id`). */
  operatorId: number;
  /** Signs every call; Hub88 checks it with the public key it holds for `operatorId`. */
  casinoPrivateKeyPem: string;
}

/** The answer's text, or what the provider said was wrong with the call. */
type Answered = { ok: true; body: unknown } | { ok: false; status: number; error: string };

/**
 * Hub88 as the casino's game server: launches and free rounds through Hub88's Operator API, each call
 * signed with the casino's key. The sandbox provider answers the same calls under its own prefix, so
 * the casino launches a sandbox game exactly as it would a live one.
 */
export class Hub88GameServer implements GameServer {
  constructor(private readonly api: Hub88OperatorApiAccess) {}

  async gameUrl(launch: GameLaunch): Promise<string> {
    const request: Hub88GameUrlRequest = {
      operator_id: this.api.operatorId,
      user: launch.user,
      token: launch.token,
      platform: launch.platform === 'mobile' ? 'GPL_MOBILE' : 'GPL_DESKTOP',
      game_code: launch.gameCode,
      currency: currencyOfCoin(launch.coin),
      lang: 'en',
      lobby_url: launch.lobbyUrl,
      country: 'US',
    };
    const answer = await this.call('game/url', request);
    if (!answer.ok) throw new Error(`Hub88 refused the launch of ${launch.gameCode}: ${answer.error}`);
    return this.read(hub88GameUrlAnswerSchema, answer.body).url;
  }

  /** The reward is kept under our reference: asking again answers the same reward. */
  async grantFreeRounds(grant: FreeRoundsGrant): Promise<string> {
    const request: Hub88RewardCreate = {
      operator_id: this.api.operatorId,
      user: grant.user,
      game_code: grant.gameCode,
      currency: currencyOfCoin(grant.coin),
      bet_value: toProtocolAmount(grant.roundValue),
      bet_count: grant.rounds,
      start_time: new Date().toISOString(),
      end_time: grant.expiresAt.toISOString(),
      operator_reference: grant.reference,
    };
    const answer = await this.call('freebet/rewards/create', request);
    if (!answer.ok) {
      // A call it read and refused is final; anything else (its outage, our key) is asked again.
      if (answer.status === 400 || answer.status === 404 || answer.status === 422)
        throw new FreeRoundsRefused(answer.error);
      throw new Error(`Hub88 did not create the reward: HTTP ${answer.status} ${answer.error}`);
    }
    return this.read(hub88RewardSchema, answer.body).reward_uuid;
  }

  /** A reward Hub88 never answered has no uuid to cancel: it was never created, or its grant job cancels it. */
  async cancelFreeRounds(cancel: FreeRoundsCancel): Promise<void> {
    if (cancel.providerReference === null) return;
    const answer = await this.call('freebet/rewards/cancel', {
      operator_id: this.api.operatorId,
      reward_uuid: cancel.providerReference,
    });
    // An unknown reward has nothing left to cancel.
    if (!answer.ok && answer.status !== 404)
      throw new Error(`Hub88 did not cancel the reward: HTTP ${answer.status} ${answer.error}`);
  }

  async freeRoundsLeft(references: readonly string[]): Promise<ReadonlyMap<string, number>> {
    if (references.length === 0) return new Map();
    const answer = await this.call('freebet/rewards/list', {
      operator_id: this.api.operatorId,
      reward_uuids: references,
    });
    if (!answer.ok) throw new Error(`Hub88 did not list the rewards: HTTP ${answer.status} ${answer.error}`);
    const rewards = this.read(hub88RewardSchema.array(), answer.body);
    return new Map(
      rewards.map((reward) => [
        reward.reward_uuid,
        reward.status === 'FRS_ACTIVE' ? reward.bet_count_left : 0,
      ]),
    );
  }

  private async call(endpoint: string, request: object): Promise<Answered> {
    const body = JSON.stringify(request);
    const reply = await this.api.transport.send({
      path: `${this.api.basePath}${HUB88_OPERATOR_API}/${endpoint}`,
      contentType: 'application/json',
      body,
      headers: { [HUB88_SIGNATURE_HEADER]: await signBodyInBackground(this.api.casinoPrivateKeyPem, body) },
    });
    const json = parsedJson(reply.body);
    if (reply.status === 200) return { ok: true, body: json };
    const refusal = hub88OperatorErrorSchema.safeParse(json);
    return { ok: false, status: reply.status, error: refusal.success ? refusal.data.error : reply.body };
  }

  /** An answer not in the API's shape is the provider's fault: thrown, and the caller's job asks again. */
  private read<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new Error(`Hub88 answered out of shape: ${parsed.error.message}`);
    return parsed.data;
  }
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
