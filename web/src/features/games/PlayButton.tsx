import { useLoggedIn } from '../../api/session';
import { useTab } from '../../navigation/use-tab';
import { Button } from '../../ui/Button';

/** The one large action of a game panel; a guest is asked to log in instead (spec §6). */
export function PlayButton({
  label = 'Play',
  pending,
  disabled,
  onPlay,
  testId = 'play',
}: {
  label?: string;
  pending?: boolean;
  disabled?: boolean;
  onPlay(): void;
  testId?: string;
}) {
  const loggedIn = useLoggedIn();
  const { open } = useTab();
  if (!loggedIn)
    return (
      <Button size="lg" className="w-full" onClick={() => open('login')} data-testid={testId}>
        Log in to play
      </Button>
    );
  return (
    <Button
      size="lg"
      className="w-full"
      pending={pending}
      disabled={disabled}
      onClick={onPlay}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
