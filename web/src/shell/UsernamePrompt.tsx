import { type Me, usernameSchema } from '@casino/contract';
import { type FormEvent, useState } from 'react';
import { api } from '../api/client';
import { applyMe, useMe } from '../api/queries';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { Modal } from '../ui/Modal';

/** Players without a username (social sign-in) must choose one before playing (spec §2). */
export function UsernamePrompt() {
  const { data: me } = useMe();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  if (!me || me.is_username_set) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = usernameSchema.safeParse(username);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setPending(true);
    try {
      applyMe(await api<Me>('/user/username', { method: 'POST', body: { username: parsed.data } }));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      open
      dismissible={false}
      title="Choose your username"
      description="This is how other players will see you. It cannot be changed later."
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={error}
          autoFocus
        />
        <Button type="submit" pending={pending} size="lg">
          Save username
        </Button>
      </form>
    </Modal>
  );
}
