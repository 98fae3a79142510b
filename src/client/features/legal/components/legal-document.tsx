import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Eyebrow } from '../../../components/eyebrow';
import { PageTitle } from '../../../components/page-title';

export interface LegalSection {
  /** The fragment the contents list links to. */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** The small capitals above the title. */
  eyebrow: string;
  /** The date the text last changed, as it reads on the page ('23 November 2026'). */
  updated: string;
  lead: ReactNode;
  sections: LegalSection[];
}

/** Links inside running text: underlined, so they read as links without relying on colour alone. */
export function ProseLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="rounded-sm font-medium text-sage underline underline-offset-4 hover:text-sage-hover"
    >
      {children}
    </Link>
  );
}

/**
 * A long page of plain reading (the privacy notice, the terms): one narrow column at a comfortable
 * measure, a contents list so nobody has to scroll to find their question, and anchored sections.
 */
export function LegalDocument({ title, eyebrow, updated, lead, sections }: LegalDocumentProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 pt-10 sm:px-6 lg:pt-16">
      <PageTitle>{title}</PageTitle>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h1 className="mt-4 text-3xl text-ink sm:text-4xl">{title}</h1>
      <p className="mt-3 text-sm text-muted">Last updated {updated}</p>
      <div className="mt-8 flex flex-col gap-4 font-display text-xl leading-relaxed text-ink">{lead}</div>

      <nav aria-label="On this page" className="mt-10 rounded-card bg-surface p-6 shadow-raised">
        <h2 className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">On this page</h2>
        <ol className="mt-4 gap-x-8 text-base sm:columns-2">
          {sections.map((section, index) => (
            <li key={section.id} className="flex break-inside-avoid gap-2 pb-2">
              <span aria-hidden="true" className="w-6 shrink-0 text-muted tabular-nums">
                {index + 1}.
              </span>
              <a
                href={`#${section.id}`}
                className="rounded-sm text-sage underline-offset-4 hover:text-sage-hover hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-4">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-24 pt-10"
          >
            <h2 id={`${section.id}-title`} className="text-2xl text-ink">
              <span className="text-muted">{index + 1}.</span> {section.title}
            </h2>
            <div className="mt-4 flex flex-col gap-4 text-lg text-ink/90">{section.body}</div>
          </section>
        ))}
      </div>
    </article>
  );
}

/** A plain bulleted list inside a section. */
export function Bullets({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-sage">{children}</ul>;
}

interface KeptRecord {
  what: string;
  holds: ReactNode;
  why: ReactNode;
  howLong: ReactNode;
}

/** One kind of record Attune keeps: what it holds, why, and for how long (UK GDPR Articles 13 and 5). */
export function RecordList({ records }: { records: KeptRecord[] }) {
  return (
    <ul className="mt-2 flex flex-col gap-4">
      {records.map((record) => (
        <li key={record.what} className="rounded-card border border-line bg-surface p-5 sm:p-6">
          <h3 className="text-xl text-ink">{record.what}</h3>
          <dl className="mt-3 grid gap-3 text-base sm:grid-cols-[8rem_1fr] sm:gap-x-6">
            <dt className="font-semibold text-ink">What</dt>
            <dd className="text-ink/90">{record.holds}</dd>
            <dt className="font-semibold text-ink">Why</dt>
            <dd className="text-ink/90">{record.why}</dd>
            <dt className="font-semibold text-ink">How long</dt>
            <dd className="text-ink/90">{record.howLong}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
