import type { Policy, PolicyBlock } from '@casino/contract';
import { publishedOn, sectionId } from './sections';

function Block({ block }: { block: PolicyBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul className="flex list-disc flex-col gap-1.5 pl-5 marker:text-text-muted">
      {block.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A policy's text: title, version and date, a table of contents, then its numbered sections. */
export function PolicyArticle({ policy }: { policy: Policy }) {
  const contents = (
    <ol className="flex flex-col gap-1 text-sm">
      {policy.sections.map((section, index) => (
        <li key={section.heading}>
          <a
            href={`#${sectionId(section)}`}
            className="flex gap-2 rounded-md px-2 py-1.5 text-text-muted hover:bg-surface-2 hover:text-text"
          >
            <span className="tabular">{index + 1}.</span>
            <span>{section.heading}</span>
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <div className="mx-auto flex w-full max-w-5xl gap-10" data-testid="policy-page">
      <nav
        aria-label="Contents"
        className="sticky top-20 hidden max-h-[calc(100dvh-6rem)] w-60 shrink-0 self-start overflow-y-auto lg:block"
      >
        <p className="mb-2 px-2 text-xs font-bold tracking-wider text-text-muted uppercase">Contents</p>
        {contents}
      </nav>
      <article className="flex min-w-0 max-w-3xl flex-1 flex-col gap-6">
        <header className="flex flex-col gap-2 border-b border-line pb-5">
          <h1 className="text-[28px] leading-tight font-extrabold">{policy.title}</h1>
          <p className="text-sm text-text-muted" data-testid="policy-version">
            Version {policy.version} · Published {publishedOn(policy.published_at)}
          </p>
        </header>
        <details className="rounded-lg border border-line bg-surface-1 lg:hidden">
          <summary className="cursor-pointer px-4 py-3 text-sm font-semibold">Contents</summary>
          <div className="px-2 pb-2">{contents}</div>
        </details>
        {policy.sections.map((section, index) => (
          <section
            key={section.heading}
            id={sectionId(section)}
            className="flex scroll-mt-20 flex-col gap-3 text-[15px] leading-relaxed text-text/90"
          >
            <h2 className="text-xl font-bold text-text">
              {index + 1}. {section.heading}
            </h2>
            {section.blocks.map((block) => (
              <Block key={typeof block === 'string' ? block : block.join('\n')} block={block} />
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
