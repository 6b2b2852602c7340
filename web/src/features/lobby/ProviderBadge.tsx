import { hashText } from './art';

/** A provider's logo drawn from its name (DESIGN.md: provider logos are the product's own artwork). */
export function ProviderBadge({ name }: { name: string }) {
  const hue = hashText(name) % 360;
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <span
        aria-hidden
        className="grid size-9 shrink-0 place-items-center rounded-lg text-sm font-black text-white shadow-inner"
        style={{
          background: `linear-gradient(140deg, hsl(${hue} 65% 45%), hsl(${(hue + 50) % 360} 60% 22%))`,
        }}
      >
        {initials}
      </span>
      <span className="truncate text-sm font-bold tracking-tight">{name}</span>
    </span>
  );
}
