import { UsageError, type VerifyField, type VerifyValues } from './verification';
import { VERIFIERS, type VerifierName } from './verifiers';

export { UsageError } from './verification';

const flagOf = (field: VerifyField) => `--${field.name.replaceAll('_', '-')}`;

/** The command line asks for every value (no fallbacks) and checks it against the field's range or choices. */
function checked(field: VerifyField, options: VerifyValues): string {
  const flag = flagOf(field);
  const value = options[field.name];
  if (value === undefined || value === '') throw new UsageError(`missing ${flag}`);
  if (field.min !== undefined && field.max !== undefined) {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < field.min || n > field.max)
      throw new UsageError(`${flag} must be an integer from ${field.min} to ${field.max}`);
  } else if (field.options && !field.options.includes(value)) {
    throw new UsageError(`${flag} must be one of ${field.options.join(', ')}`);
  }
  return value;
}

export const VERIFIABLE_GAMES = Object.keys(VERIFIERS);

/** Parses `<game> --name value ...` and returns the game's outcome object (packages/fairness/README.md). */
export function verify(argv: readonly string[]): unknown {
  const [game, ...rest] = argv;
  if (!game)
    throw new UsageError(
      `usage: fair <game> --server-seed S --client-seed C --nonce N (games: ${VERIFIABLE_GAMES.join(', ')})`,
    );
  if (!(game in VERIFIERS))
    throw new UsageError(`unknown game "${game}" (games: ${VERIFIABLE_GAMES.join(', ')})`);
  const verifier = VERIFIERS[game as VerifierName];
  const options: VerifyValues = {};
  for (let i = 0; i < rest.length; i += 2) {
    const flag = rest[i] as string;
    const value = rest[i + 1];
    if (!flag.startsWith('--')) throw new UsageError(`unexpected argument "${flag}"`);
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value`);
    options[flag.slice(2).replaceAll('-', '_')] = value;
  }
  for (const field of verifier.fields) checked(field, options);
  const verified = verifier.verify(options);
  return verified.published ?? verified.outcome;
}
