import { holdsHidden, revealHidden } from './visible-text';

/**
 * Words a player wrote (a message, a report's reason), shown as plain text in an isolated left-to-right
 * run: hidden characters appear as their code points, and a right-to-left script inside stays in its
 * own box instead of reordering the row around it. Never rendered as markup.
 */
export function PlayerText({ text, className }: { text: string; className?: string }) {
  const hidden = holdsHidden(text);
  return (
    <bdi dir="ltr" className={className} data-testid="player-text" data-hidden={hidden || undefined}>
      {revealHidden(text)}
      {hidden && <span className="ml-1 text-xs text-loss">(hidden characters shown)</span>}
    </bdi>
  );
}
