import { hmacHex, VERIFIERS } from '@casino/fairness';
import { useEffect, useState } from 'react';
import type { GameInfo } from '../../house-games/catalog';
import { Skeleton } from '../../ui/Skeleton';
import { useVerified, useVerifierParams } from './Verifier';

const STREAM_PSEUDOCODE = `for round = 0, 1, 2, ...:
    bytes = HMAC_SHA256(key     = serverSeed   // the hex text itself, not decoded
                        message = \`\${clientSeed}:\${nonce}:\${round}\`)   // 32 bytes
    emit bytes[0..31] in order

float_k = b0/256 + b1/256² + b2/256³ + b3/256⁴   // each group of 4 bytes, in [0, 1)`;

function Prose({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-3 leading-relaxed text-text-muted [&_b]:text-text">{children}</div>
  );
}

function Code({ children, label }: { children: string; label: string }) {
  return (
    <pre
      title={label}
      className="max-h-[560px] overflow-auto rounded-lg border border-line bg-surface-0 p-4 text-xs leading-relaxed text-text"
    >
      <code>{children}</code>
    </pre>
  );
}

export function Overview({ game }: { game: GameInfo }) {
  const kind = VERIFIERS[game.fairness.verifier].kind;
  return (
    <Prose>
      <h2 className="text-lg font-bold text-text">How {game.name} is provably fair</h2>
      {kind === 'seeded' && (
        <>
          <p>
            Every {game.name} result comes from three values, fixed <b>before</b> you play:
          </p>
          <ul className="flex list-disc flex-col gap-2 pl-5">
            <li>
              <b>Server seed</b> — 32 random bytes chosen by us. You are shown only its <b>SHA-256 hash</b>{' '}
              until you rotate the pair, so we are committed to it without you knowing it.
            </li>
            <li>
              <b>Client seed</b> — chosen by you, and changeable at any time. Because you choose it, we cannot
              pick a server seed that suits your play.
            </li>
            <li>
              <b>Nonce</b> — starts at 1 on a new pair and goes up by one with every play, so each play of the
              pair has fresh randomness.
            </li>
          </ul>
          <p>
            When you rotate the pair (Fairness under the game), the old server seed is <b>revealed</b>. Check
            that its SHA-256 matches the hash you were shown, then recompute any play of that pair here: the
            verifier runs the very code our server settles plays with, in your browser.
          </p>
        </>
      )}
      {kind === 'crash' && (
        <p>
          Crash does not use your seeds: every round plays one hash of a chain made in advance, and the salt
          published after it. Enter a round’s hash and the salt to recompute its crash point.
        </p>
      )}
      {kind === 'duel' && (
        <p>
          A duel is settled by the two players’ seeds: the host’s seed is committed by its hash when the duel
          opens and revealed when it ends; the guest’s seed is chosen when joining. Enter both seeds to
          recompute both sides’ dice and check the host seed against its hash.
        </p>
      )}
      <h3 className="mt-2 font-bold text-text">In {game.name}</h3>
      <p>{game.fairness.floats}</p>
    </Prose>
  );
}

const ROOT = '../../../../packages/fairness/src/';
const SOURCES = import.meta.glob<string>(
  ['../../../../packages/fairness/src/**/*.ts', '!../../../../packages/fairness/src/**/*.test.ts'],
  { query: '?raw', import: 'default' },
);
/** `dice.ts` is a game's file (src/games/), `../stream.ts` one of the scheme's own (src/). */
const pathOf = (file: string) => (file.startsWith('../') ? file.slice(3) : `games/${file}`);

function SourceFile({ file }: { file: string }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    SOURCES[`${ROOT}${pathOf(file)}`]?.().then((t) => live && setText(t));
    return () => {
      live = false;
    };
  }, [file]);
  const name = pathOf(file);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-mono text-sm font-semibold text-text">packages/fairness/src/{name}</h3>
      {text === null ? <Skeleton className="h-48 w-full" /> : <Code label={name}>{text}</Code>}
    </div>
  );
}

export function Implementation({ game }: { game: GameInfo }) {
  const kind = VERIFIERS[game.fairness.verifier].kind;
  return (
    <Prose>
      <h2 className="text-lg font-bold text-text">Implementation</h2>
      {kind !== 'crash' && (
        <>
          <p>
            Seeds become a stream of bytes, and every 4 bytes become a number between 0 and 1 (a float). One
            HMAC gives 8 floats; the 9th float comes from round 1.
          </p>
          <Code label="The byte stream">{STREAM_PSEUDOCODE}</Code>
        </>
      )}
      <p>
        Below is the code itself — the same files the server settles plays with and this page verifies with,
        open source and also runnable from the command line:{' '}
        <code className="text-text">npm run fair -- {game.fairness.verifier} …</code>
      </p>
      {kind !== 'crash' && <SourceFile file="../stream.ts" />}
      {game.fairness.files.map((file) => (
        <SourceFile key={file} file={file} />
      ))}
    </Prose>
  );
}

export function Conversions({ game }: { game: GameInfo }) {
  const text = game.fairness;
  return (
    <Prose>
      <h2 className="text-lg font-bold text-text">From floats to {game.name} results</h2>
      <p>{text.floats}</p>
      <ol className="flex list-decimal flex-col gap-2 pl-5">
        {text.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Prose>
  );
}

/** Every step of the play in the verifier: the HMAC of each round, each float and what it became. */
export function GameEvents({ game }: { game: GameInfo }) {
  const result = useVerified(game.slug);
  const { values } = useVerifierParams();
  const kind = VERIFIERS[game.fairness.verifier].kind;
  if (!result.ok)
    return (
      <Prose>
        <h2 className="text-lg font-bold text-text">Game events</h2>
        <p>Fill in the verifier to see every step of the play: each HMAC, each float and what it became.</p>
      </Prose>
    );
  const { verified } = result;
  if (kind === 'crash') {
    const x = Number.parseInt(verified.hmac?.slice(0, 8) ?? '0', 16);
    return (
      <Prose>
        <h2 className="text-lg font-bold text-text">Game events</h2>
        <ol className="flex list-decimal flex-col gap-3 pl-5">
          <li>
            HMAC_SHA256(game hash, salt) = <code className="break-all text-text">{verified.hmac}</code>
          </li>
          <li>
            First 8 hex characters <code className="text-text">{verified.hmac?.slice(0, 8)}</code> = x ={' '}
            <b className="tabular">{x}</b>
          </li>
          <li>
            floor(max(1, 2³² / ({x} + 1) × 0.99) × 100) / 100 = <b>{verified.headline}</b>
          </li>
        </ol>
      </Prose>
    );
  }
  const rounds = [...new Set(verified.events.map((e) => e.round))];
  const key = kind === 'duel' ? (values.host_seed ?? '') : (values.server_seed ?? '');
  const client = kind === 'duel' ? (values.guest_seed ?? '') : (values.client_seed ?? '');
  const nonce = kind === 'duel' ? '1' : (values.nonce ?? '');
  return (
    <Prose>
      <h2 className="text-lg font-bold text-text">Game events</h2>
      <div className="flex flex-col gap-2">
        {rounds.map((round) => (
          <p key={round} className="text-sm">
            Round {round}: HMAC_SHA256(…, <code className="text-text">{`${client}:${nonce}:${round}`}</code>)
            = <code className="break-all text-text">{hmacHex(key, `${client}:${nonce}:${round}`)}</code>
          </p>
        ))}
      </div>
      <div className="overflow-x-auto rounded-lg border border-line">
        <table className="w-full min-w-[520px] text-sm" data-testid="game-events">
          <thead className="bg-surface-2 text-left text-xs text-text-muted">
            <tr>
              <th className="px-3 py-2 font-medium">#</th>
              <th className="px-3 py-2 font-medium">Round · byte</th>
              <th className="px-3 py-2 font-medium">Bytes</th>
              <th className="px-3 py-2 font-medium">Float</th>
              <th className="px-3 py-2 font-medium">Becomes</th>
            </tr>
          </thead>
          <tbody>
            {verified.events.map((e) => (
              <tr key={e.index} className="border-t border-line">
                <td className="tabular px-3 py-2">{e.index + 1}</td>
                <td className="tabular px-3 py-2 text-text-muted">
                  {e.round} · {e.offset}
                </td>
                <td className="px-3 py-2 font-mono text-xs">{e.bytes}</td>
                <td className="tabular px-3 py-2">{e.float.toFixed(12)}</td>
                <td className="px-3 py-2 text-text">{e.becomes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Prose>
  );
}
