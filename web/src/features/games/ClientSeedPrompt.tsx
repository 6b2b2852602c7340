import { useEffect, useState } from 'react';
import { DialogActions } from '../../ui/DialogActions';
import { TextField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { toast } from '../../ui/toast';
import { useRotateSeeds } from './api';
import { suggestedClientSeed, useSeedPrompt } from './seed-prompt';

/**
 * The client-seed prompt of spec §5/§8: suggests 30 random hex characters; empty gives 'Whoops!' /
 * 'You need to write something!'; success says 'Your client seed is now set to {seed}' and closes
 * after 2 s; cancel changes nothing.
 */
export function ClientSeedPrompt() {
  const game = useSeedPrompt((s) => s.game);
  const close = useSeedPrompt((s) => s.close);
  return game ? <Prompt game={game} onClose={close} /> : null;
}

function Prompt({ game, onClose }: { game: string; onClose(): void }) {
  const [seed, setSeed] = useState(suggestedClientSeed);
  const [done, setDone] = useState<string | null>(null);
  const rotate = useRotateSeeds(game);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onClose, 2_000);
    return () => clearTimeout(timer);
  }, [done, onClose]);

  const submit = () => {
    const value = seed.trim();
    if (!value) {
      toast.error('Whoops!', 'You need to write something!');
      return;
    }
    rotate.mutate(
      { action: 'update_client', client_seed: value },
      {
        onSuccess: () => setDone(value),
        onError: (error) =>
          toast.error('Uh-oh!', `We encountered an error while changing the seed:${error.message}`),
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Set your client seed"
      description="Your seed mixes into every result, so the house cannot know it in advance."
    >
      {done ? (
        <p role="status" className="rounded-lg bg-win/10 p-3 text-sm text-win">
          Your client seed is now set to {done}
        </p>
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <TextField
            label="Client seed"
            value={seed}
            maxLength={64}
            onChange={(e) => setSeed(e.target.value)}
          />
          <DialogActions onCancel={onClose} pending={rotate.isPending}>
            Set seed
          </DialogActions>
        </form>
      )}
    </Modal>
  );
}
