import { useId } from 'react';
import { useMe } from '../../api/queries';
import { useLoggedIn } from '../../api/session';
import { useTab } from '../../navigation/use-tab';
import { Button } from '../../ui/Button';
import { playRestriction, restrictionReason } from '../responsible-play';

/**
 * The one large action of a game panel; a guest is asked to log in instead (spec §6). During a break
 * or self-exclusion a new play is held, with the reason beside it, rather than offered and refused;
 * `continues` marks an action that only carries on what is already under way (a cash-out, the next
 * step, stopping auto-play), which a break does not hold.
 */
export function PlayButton({
  label = 'Play',
  pending,
  disabled,
  onPlay,
  testId = 'play',
  continues = false,
}: {
  label?: string;
  pending?: boolean;
  disabled?: boolean;
  onPlay(): void;
  testId?: string;
  continues?: boolean;
}) {
  const loggedIn = useLoggedIn();
  const { data: me } = useMe();
  const { open } = useTab();
  const reasonId = useId();
  if (!loggedIn)
    return (
      <Button size="lg" className="w-full" onClick={() => open('login')} data-testid={testId}>
        Log in to play
      </Button>
    );
  const restriction = continues ? null : playRestriction(me);
  return (
    <>
      <Button
        size="lg"
        className="w-full"
        pending={pending}
        disabled={disabled || restriction !== null}
        onClick={onPlay}
        aria-describedby={restriction ? reasonId : undefined}
        data-testid={testId}
      >
        {label}
      </Button>
      {restriction && (
        <p id={reasonId} data-testid={`${testId}-held`} className="text-sm text-text-muted">
          {restrictionReason(restriction)}
        </p>
      )}
    </>
  );
}
