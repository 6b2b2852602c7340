/** A quick change to an amount beside its box: ½, 2×, Max, clear. */
export interface AmountButton {
  label: string;
  title: string;
  run(): void;
}

/**
 * The quick-change buttons inside an amount box (the wager, a baccarat spot). With `named`, each is
 * named by its title, where several boxes share the same symbols ("Half the Player play", not "½").
 */
export function AmountButtons({
  buttons,
  disabled,
  named,
}: {
  buttons: AmountButton[];
  disabled?: boolean | undefined;
  named?: boolean;
}) {
  return buttons.map((b) => (
    <button
      key={b.label}
      type="button"
      title={b.title}
      aria-label={named ? b.title : undefined}
      disabled={disabled}
      onClick={b.run}
      className="h-full min-w-10 border-l border-line px-2 text-xs font-semibold text-text-muted hover:bg-line/60 hover:text-text disabled:opacity-50"
    >
      {b.label}
    </button>
  ));
}
