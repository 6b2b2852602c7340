import { Info } from 'lucide-react';
import { Link } from 'react-router';
import type { ClaimBlock } from './claim-block';

/**
 * What stops a claim, with the way to fix it; `id` lets the held Claim button point at it
 * (aria-describedby), so a screen reader says why too.
 */
export function ClaimNotice({ block, id }: { block: ClaimBlock; id?: string }) {
  return (
    <p
      id={id}
      role="note"
      data-testid={`claim-needs-${block.kind}`}
      className="flex items-start gap-2 rounded-lg border border-line bg-surface-2 p-3 text-sm"
    >
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
