import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Eyebrow } from '../../../components/eyebrow';
import { PageTitle } from '../../../components/page-title';

/**
 * A short page of plain reading about Attune itself (careers, press, the help centre, getting the
 * app): one narrow column, server-drawn, nothing to load but its words.
 */
export function InfoPage({
  title,
  eyebrow,
  lead,
  children,
}: {
  title: string;
  eyebrow: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 pt-10 sm:px-6 lg:pt-16">
      <PageTitle>{title}</PageTitle>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h1 className="mt-4 text-3xl text-ink sm:text-4xl">{title}</h1>
      <div className="mt-6 font-display text-xl leading-relaxed text-ink">{lead}</div>
      <div className="mt-10 flex flex-col gap-10 text-lg text-ink/90">{children}</div>
    </article>
  );
}

/** One titled part of an InfoPage, its heading the target of `#id`. */
export function InfoSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z]+/g, '-')}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="flex scroll-mt-24 flex-col gap-4">
      <h2 id={headingId} className="text-2xl text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Links inside running text: underlined, so they read as links without relying on colour alone. */
export function InlineLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="rounded-sm font-medium text-sage underline underline-offset-4 hover:text-sage-hover"
    >
      {children}
    </Link>
  );
}
