import { AMOE_TEXTS, type Me } from '@casino/contract';
import { Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useMe } from '../../api/queries';
import { Skeleton } from '../../ui/Skeleton';
import { useAmoeRequests } from './api';
import { MailingAddress } from './MailingAddress';

/** One line of the card: what it must say, filled in where the account knows it, else a line to write on. */
function CardLine({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-dashed border-neutral-400 pb-1.5">
      <span className="text-[11px] font-semibold tracking-wide text-neutral-500 uppercase">{label}</span>
      <span className="min-h-6 font-serif text-lg text-neutral-900">{value ?? ''}</span>
    </div>
  );
}

const fullName = (me: Me) => [me.firstname, me.lastname].filter(Boolean).join(' ') || null;

/**
 * /free-entry/template/{id}: the card to copy by hand, filled in with the player's details and code, on a
 * page without the app's shell, so that Print gives the card and the envelope's address and nothing else.
 */
export default function TemplatePage() {
  const { id } = useParams();
  const { data: me } = useMe();
  const { data: list, isError } = useAmoeRequests();
  const request = list?.data.find((r) => r.id === id);
  if (isError || (list && !request))
    return (
      <main className="mx-auto max-w-xl p-6 text-center">
        <p className="text-text-muted">{AMOE_TEXTS.notFound}</p>
        <Link to="/settings/free-entry" className="mt-4 inline-block font-semibold text-accent underline">
          Back to free entry
        </Link>
      </main>
    );
  if (!me || !list || !request)
    return (
      <main className="mx-auto max-w-xl p-6">
        <Skeleton className="h-96 w-full" />
      </main>
    );
  const { instructions } = list;
  return (
    <main
      className="mx-auto flex max-w-2xl flex-col gap-5 p-4 md:p-8 print:max-w-none print:p-0"
      data-testid="amoe-template"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/settings/free-entry" className="text-sm text-text-muted hover:text-text">
          ← Back to free entry
        </Link>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex h-10 items-center gap-2 rounded-lg bg-accent px-4 font-semibold text-surface-0 hover:bg-accent-strong"
        >
          <Printer size={16} aria-hidden="true" /> Print
        </button>
      </div>
      <p className="text-sm text-text-muted print:hidden">{AMOE_TEXTS.handwritten}</p>
      <article className="flex flex-col gap-4 rounded-lg bg-white p-6 text-neutral-900 shadow-2xl print:rounded-none print:shadow-none">
        <h1 className="text-xl font-bold">{AMOE_TEXTS.title}: request card</h1>
        <CardLine label="Full legal name" value={fullName(me)} />
        <CardLine label="Username" value={me.username} />
        <CardLine label="Residential address" value={null} />
        <CardLine label="" value={null} />
        <CardLine label="Email address of your account" value={me.email} />
        <CardLine label="Request code" value={request.code} />
        <div className="flex flex-col gap-1">
          <span className="text-[11px] font-semibold tracking-wide text-neutral-500 uppercase">
            Statement, in your own handwriting
          </span>
          <p className="font-serif text-base leading-relaxed" data-testid="amoe-template-statement">
            “{instructions.statement}”
          </p>
        </div>
        <CardLine label="Signature and date" value={null} />
      </article>
      <section className="rounded-lg bg-white p-6 text-neutral-900 print:break-before-auto">
        <h2 className="text-[11px] font-semibold tracking-wide text-neutral-500 uppercase">
          Mail the envelope to
        </h2>
        <MailingAddress
          address={instructions.mailing_address}
          className="mt-2 font-serif text-lg not-italic"
        />
      </section>
    </main>
  );
}
