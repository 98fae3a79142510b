import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';
import { Card } from '../../../components/ui/card';

/** The password-reset pages: /auth's soft backdrop around one narrow card. */
export function AuthShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="relative isolate">
      <PageTitle>{title}</PageTitle>
      <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
        <div className="absolute inset-0 bg-gradient-to-b from-sage/10 via-sand to-sand" />
        <div className="absolute -top-24 -left-24 size-[26rem] rounded-full bg-clay/10 blur-3xl" />
      </div>
      <div className="mx-auto max-w-lg px-4 pt-10 pb-4 sm:px-6 lg:pt-16">
        <p className="text-sm font-semibold tracking-[0.14em] text-sage uppercase">Your account</p>
        <h1 className="mt-4 text-3xl text-ink sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-muted">{intro}</p>
        <Card className="mt-8 p-5 sm:p-8">{children}</Card>
      </div>
    </div>
  );
}
