import type { AmoeInstructions } from '@casino/contract';

/** Where a free-entry card is mailed: the recipient, then the address a line each, as on an envelope. */
export function MailingAddress({
  address,
  className,
  testId,
}: {
  address: AmoeInstructions['mailing_address'];
  className: string;
  testId?: string;
}) {
  return (
    <address className={className} data-testid={testId}>
      {address.recipient}
      {address.lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
