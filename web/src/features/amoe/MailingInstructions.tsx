import type { AmoeInstructions } from '@casino/contract';
import { AMOE_TEXTS } from '@casino/contract';
import { MailingAddress } from './MailingAddress';

/** What the card must carry, the exact statement, and where it goes (sweepstakes rules, free entry). */
export function MailingInstructions({ instructions }: { instructions: AmoeInstructions }) {
  return (
    <div className="flex flex-col gap-4 text-sm" data-testid="amoe-instructions">
      <p className="text-text-muted">{AMOE_TEXTS.handwritten}</p>
      <div>
        <h3 className="mb-2 font-semibold">Your card must carry</h3>
        <ol className="list-decimal space-y-1 pl-5 text-text-muted">
          {instructions.card_fields.map((field) => (
            <li key={field}>{field}</li>
          ))}
        </ol>
      </div>
      <div>
        <h3 className="mb-2 font-semibold">The statement, word for word</h3>
        <blockquote
          className="rounded-lg border-l-4 border-accent bg-surface-2 p-3 italic"
          data-testid="amoe-statement"
        >
          {instructions.statement}
        </blockquote>
      </div>
      <div>
        <h3 className="mb-2 font-semibold">Mail it to</h3>
        <MailingAddress
          address={instructions.mailing_address}
          className="rounded-lg bg-surface-2 p-3 not-italic"
          testId="amoe-address"
        />
      </div>
    </div>
  );
}
