import { Lock } from 'lucide-react';
import { Section } from './Section';

const METHODS = [
  ['Visa', '/art/payments/visa.svg'],
  ['American Express', '/art/payments/amex.svg'],
  ['Mastercard', '/art/payments/mastercard.svg'],
  ['Apple Pay', '/art/payments/applepay.svg'],
] as const;

/** The payments block of spec §2: the major cards and Apple Pay. */
export function Payments() {
  return (
    <Section eyebrow="Safe & secure" title="Buy Gold Coins your way">
      <div className="flex flex-col gap-5 rounded-2xl border border-line bg-surface-1 p-5 md:flex-row md:items-center md:justify-between md:p-8">
        <p className="flex max-w-md items-start gap-3 text-sm text-text-muted">
          <Lock size={18} className="mt-0.5 shrink-0 text-accent" aria-hidden />
          Payments are encrypted and processed by a licensed payment partner. Sweeps Coins are never sold;
          they come free with Gold Coin bundles.
        </p>
        <ul className="grid grid-cols-4 gap-2 md:flex md:gap-3" aria-label="Accepted payment methods">
          {METHODS.map(([name, src]) => (
            <li key={name}>
              <img src={src} alt={name} width={120} height={76} className="h-auto w-full md:w-24" />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
