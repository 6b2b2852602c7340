import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { CopyField } from '../../ui/CopyField';
import { TextField } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { type RotatedSeeds, useRotateSeeds, useSeeds } from './api';
import { FairnessDialog } from './FairnessDialog';
import { suggestedClientSeed } from './seed-prompt';

/**
 * A game's seeds: the active pair (server seed hash, client seed, nonce), changing the client seed,
 * rotating the server seed, and the previous pair revealed after a rotation with a link to verify it.
 */
export function FairnessModal({
  game,
  slug,
  open,
  onClose,
}: {
  game: string;
  slug: string;
  open: boolean;
  onClose(): void;
}) {
  const seeds = useSeeds(game);
  const rotate = useRotateSeeds(game);
  const [clientSeed, setClientSeed] = useState('');
  const [revealed, setRevealed] = useState<RotatedSeeds['previous'] | null>(null);

  const run = (body: Parameters<typeof rotate.mutate>[0], action: string) =>
    rotate.mutate(body, {
      onSuccess: (rotated) => {
        setRevealed(rotated.previous);
        if (body.action === 'update_client')
          toast.success(`Your client seed is now set to ${body.client_seed}`);
      },
      onError: (error) => toast.error('Uh-oh!', `We encountered an error while ${action}:${error.message}`),
    });

  return (
    <FairnessDialog
      open={open}
      onClose={onClose}
      title="Fairness"
      description="Every result comes from these seeds; check any play yourself."
      proof={seeds.data}
    >
      {(active) => (
        <div className="flex flex-col gap-4">
          <CopyField
            label="Active server seed (hashed)"
            value={active.server_seed_hash}
            testId="server-seed-hash"
          />
          <div className="grid gap-4 sm:grid-cols-[1fr_120px]">
            <CopyField label="Active client seed" value={active.client_seed} testId="client-seed" />
            <CopyField label="Nonce" value={String(active.nonce)} testId="nonce" />
          </div>
          <form
            className="flex items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              const value = clientSeed.trim();
              if (!value) return toast.error('Whoops!', 'You need to write something!');
              run({ action: 'update_client', client_seed: value }, 'changing the seed');
            }}
          >
            <div className="flex-1">
              <TextField
                label="New client seed"
                value={clientSeed}
                maxLength={64}
                placeholder={suggestedClientSeed()}
                onChange={(e) => setClientSeed(e.target.value)}
              />
            </div>
            <Button type="submit" variant="secondary" pending={rotate.isPending}>
              Change
            </Button>
          </form>
          <Button
            variant="secondary"
            pending={rotate.isPending}
            onClick={() => run({ action: 'refresh' }, 'rotating the server seed')}
          >
            Rotate server seed
          </Button>
          {revealed && (
            <section
              aria-label="Previous seeds"
              className="flex flex-col gap-3 rounded-lg border border-line p-4"
            >
              <h3 className="text-sm font-semibold">Previous seeds (revealed)</h3>
              <CopyField label="Server seed" value={revealed.server_seed} testId="revealed-server-seed" />
              <CopyField label="Server seed hash" value={revealed.server_seed_hash} />
              <div className="grid gap-4 sm:grid-cols-[1fr_120px]">
                <CopyField label="Client seed" value={revealed.client_seed} />
                <CopyField label="Next nonce" value={String(revealed.nonce)} />
              </div>
              <Link
                to={`/provablyfair/${slug}/overview?server_seed=${revealed.server_seed}&client_seed=${encodeURIComponent(revealed.client_seed ?? '')}&nonce=${Math.max(1, revealed.nonce - 1)}`}
                className="text-sm font-semibold text-accent hover:underline"
                onClick={onClose}
              >
                Verify your last play with these seeds
              </Link>
            </section>
          )}
        </div>
      )}
    </FairnessDialog>
  );
}
