import { useState } from 'react';
import { DialogActions } from '../../ui/DialogActions';
import { TextField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { toast } from '../../ui/toast';
import { useRotateSeeds } from './api';
import { suggestedClientSeed, useSeedPrompt } from './seed-prompt';

/**
 * The client-seed prompt of spec §5/§8, met on a game's first play: a ready seed of 30 random hex
 * characters, one line on why it exists, and one action that sets it and makes the play the player
 * pressed (withClientSeed). Empty gives 'Whoops!' / 'You need to write something!'; success says
 * 'Your client seed is now set to {seed}'; cancel changes nothing and plays nothing.
 */
export function ClientSeedPrompt() {
  const game = useSeedPrompt((s) => s.game);
  const close = useSeedPrompt((s) => s.close);
  return game ? <Prompt game={game} onClose={close} /> : null;
}

function Prompt({ game, onClose }: { game: string; onClose(seedSet: boolean): void }) {
  const [seed, setSeed] = useState(suggestedClientSeed);
  const rotate = useRotateSeeds(game);

  const submit = () => {
    const value = seed.trim();
    if (!value) {
      toast.error('Whoops!', 'You need to write something!');
      return;
    }
    rotate.mutate(
      { action: 'update_client', client_seed: value },
      {
        onSuccess: () => {
          toast.success(`Your client seed is now set to ${value}`);
          onClose(true);
        },
        onError: (error) =>
          toast.error('Uh-oh!', `We encountered an error while changing the seed:${error.message}`),
      },
    );
  };

  return (
    <Modal
      open
      onClose={() => onClose(false)}
      title="Your client seed"
      description="It mixes into every result, so neither you nor the house can know a result in advance."
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          label="Client seed"
          hint="A random one is ready; you can type your own, and change it later under Fairness."
          value={seed}
          maxLength={64}
          onChange={(e) => setSeed(e.target.value)}
        />
        <DialogActions onCancel={() => onClose(false)} pending={rotate.isPending}>
          Use this seed and play
        </DialogActions>
      </form>
    </Modal>
  );
}
