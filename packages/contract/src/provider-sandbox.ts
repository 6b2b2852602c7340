import { z } from 'zod';
import { GAME_KINDS } from './catalog';
import { coinSchema } from './money';

/**
 * The sandbox provider's own API (`/api/sandbox/provider/...`): what its game page, framed by the casino,
 * asks of its game server. It is the provider's, not the casino's: the session id in the launch URL is
 * the page's only key, as with a real provider's game. Amounts are decimal strings of coins ("1.20").
 */

export const SANDBOX_PROTOCOLS = ['hub88', 'pragmatic'] as const;
export const sandboxProtocolSchema = z.enum(SANDBOX_PROTOCOLS);
export const SANDBOX_ENGINES = ['video-slot', 'ways-slot', 'table-game', 'wheel'] as const;
export type SandboxEngine = (typeof SANDBOX_ENGINES)[number];

/** A slot spins (and its free rounds are free spins); a table or wheel round is played. */
export const isSlotEngine = (engine: SandboxEngine): boolean =>
  engine === 'video-slot' || engine === 'ways-slot';

export const sandboxSessionParamsSchema = z.object({ sessionId: z.uuid() });

/** Free rounds the casino granted this player in this game: how many are left and each one's stake. */
export const sandboxFreeRoundsSchema = z.object({ remaining: z.number().int(), stake: z.string() });
export type SandboxFreeRounds = z.infer<typeof sandboxFreeRoundsSchema>;

/** A game session as its page loads it: the title, how it plays and looks, and the wallet's balance. */
export const sandboxGameSchema = z.object({
  sessionId: z.string(),
  protocol: sandboxProtocolSchema,
  title: z.string(),
  engine: z.enum(SANDBOX_ENGINES),
  variant: z.string(),
  theme: z.object({ name: z.string(), symbols: z.record(z.string(), z.string()) }),
  /** What the lobby draws the title's tile from (its slug, studio and kind), so the game wears its tile's art. */
  tile: z.object({ slug: z.string(), studio: z.string(), kind: z.enum(GAME_KINDS) }),
  coin: coinSchema,
  /** The stakes the game offers, smallest first; each a whole number of the engine's bet unit. */
  stakes: z.array(z.string()),
  /** What a table or wheel round may be placed on (empty for slots, which bet on their lines or ways). */
  betOptions: z.array(z.string()),
  /** The casino wallet's answer to the balance call; null when it did not answer. */
  balance: z.string().nullable(),
  lobbyUrl: z.string(),
  freeRounds: sandboxFreeRoundsSchema.nullable(),
});
export type SandboxGame = z.infer<typeof sandboxGameSchema>;

export const sandboxPlayRequestSchema = z.object({
  /** Ignored for a free round, which plays at its granted stake. */
  stake: z.string().regex(/^\d+(\.\d{1,2})?$/),
  /** Plays one of the player's free rounds instead of a paid one. */
  free: z.boolean().optional(),
  /** The bet type of a table or wheel round. */
  on: z.string().max(32).optional(),
});
export type SandboxPlayRequest = z.infer<typeof sandboxPlayRequestSchema>;

const cellSchema = z.tuple([z.number().int(), z.number().int()]);

/** One spin of a slot (the paid spin, then each free spin of its feature): `window[reel][row]`. */
export const sandboxSpinSchema = z.object({
  window: z.array(z.array(z.string())),
  /** Each winning line or way, with the cells `[reel, row]` it pays on. */
  wins: z.array(
    z.object({ label: z.string(), symbol: z.string(), cells: z.array(cellSchema), win: z.string() }),
  ),
  free: z.boolean(),
  freeSpinsAwarded: z.number().int(),
  multiplier: z.number().int(),
  win: z.string(),
});
export type SandboxSpin = z.infer<typeof sandboxSpinSchema>;

export const sandboxRoundOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('slot'), spins: z.array(sandboxSpinSchema) }),
  /** A table hand or a wheel stop: the drawn outcome's name ("K-7", "x8") and the bet's result. */
  z.object({ kind: z.literal('draw'), name: z.string(), on: z.string(), win: z.string() }),
]);
export type SandboxRoundOutcome = z.infer<typeof sandboxRoundOutcomeSchema>;

/**
 * How the round ended with the casino's wallet: settled (bet and wins answered), not enough money (the
 * bet refused, nothing drawn), refused (another refusal, shown as is), rolled back (the bet's answer
 * never came, so the provider undid it) or pending (a win still unanswered after its retries).
 */
export const SANDBOX_ROUND_STATUSES = [
  'settled',
  'not_enough_money',
  'refused',
  'rolled_back',
  'pending',
] as const;

/** One call to the casino's wallet as the provider made it: the tester's view of the protocol. */
export const sandboxWalletCallSchema = z.object({
  call: z.string(),
  transaction: z.string().nullable(),
  amount: z.string().nullable(),
  /** The answer's status (RS_OK, error 0…) or why none came ("timeout", "HTTP 503", "answer is not JSON"). */
  answer: z.string(),
});
export type SandboxWalletCall = z.infer<typeof sandboxWalletCallSchema>;

export const sandboxRoundSchema = z.object({
  round: z.string(),
  status: z.enum(SANDBOX_ROUND_STATUSES),
  message: z.string().nullable(),
  stake: z.string(),
  win: z.string(),
  /** A promotion's win delivered after the round closed (a tester's fault), or null. */
  promoWin: z.string().nullable(),
  outcome: sandboxRoundOutcomeSchema.nullable(),
  /** The balance in the wallet's last answer; null when none came. */
  balance: z.string().nullable(),
  calls: z.array(sandboxWalletCallSchema),
  /** Whether this was a free round, and the player's free rounds left after it. */
  free: z.boolean(),
  freeRounds: sandboxFreeRoundsSchema.nullable(),
});
export type SandboxRound = z.infer<typeof sandboxRoundSchema>;

/**
 * The tester's switches: the provider misbehaves as real ones do, per session or for every session.
 * retryBet / retryWin send the same transaction again as if its answer timed out; rollbackBet drops the
 * bet's answer and rolls it back; duplicates sends the bet and each win twice at once; reorder sends the
 * win before the bet is answered, or the rollback before the bet; latePromoWin pays a promotion's win
 * after the round closed; badSignature signs the bet wrongly; correction has a live dealer correct the
 * result after the round (Pragmatic's adjustment: a win taken back, or a loss paid its stake), and is
 * absent from faults saved before it existed.
 */
export const sandboxFaultsSchema = z.object({
  retryBet: z.boolean(),
  retryWin: z.boolean(),
  rollbackBet: z.boolean(),
  duplicates: z.boolean(),
  reorder: z.enum(['none', 'win-before-bet', 'rollback-before-bet']),
  latePromoWin: z.boolean(),
  badSignature: z.boolean(),
  correction: z.boolean().default(false),
});
export type SandboxFaults = z.infer<typeof sandboxFaultsSchema>;

export const NO_SANDBOX_FAULTS: SandboxFaults = {
  retryBet: false,
  retryWin: false,
  rollbackBet: false,
  duplicates: false,
  reorder: 'none',
  latePromoWin: false,
  badSignature: false,
  correction: false,
};

/** The faults in force for a session: its own when a tester set them, else the global ones. */
export const sandboxFaultSettingsSchema = z.object({
  scope: z.enum(['session', 'global', 'none']),
  faults: sandboxFaultsSchema,
});
export type SandboxFaultSettings = z.infer<typeof sandboxFaultSettingsSchema>;
