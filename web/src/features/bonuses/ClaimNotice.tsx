import { Info } from 'lucide-react';
import { Link } from 'react-router';
import type { ClaimBlock } from './claim-block';

/** What stops a claim, said above its button, with the way to fix it. */
export function ClaimNotice({ block }: { block: ClaimBlock }) {
  return (
    <p role="note" className="flex items-start gap-2 rounded-lg border border-line bg-surface-2 p-3 text-sm">
      <Info size={16} className="mt-0.5 shrink-0 text-text-muted" aria-hidden="true" />
      <span>
        {block.text}{' '}
        {block.link && (
          <Link to={block.link.to} className="font-semibold text-accent hover:underline">
            {block.link.label}
          </Link>
        )}
      </span>
    </p>
  );
}
