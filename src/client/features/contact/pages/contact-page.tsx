import { useState } from 'react';
import { Eyebrow } from '../../../components/eyebrow';
import { PageTitle } from '../../../components/page-title';
import { QueryProvider } from '../../../components/query-provider';
import { StandaloneShell } from '../../../components/standalone-shell';
import { Card } from '../../../components/ui/card';
import { ContactForm } from '../components/contact-form';
import { ContactSuccess } from '../components/contact-success';

const SUPPORT_EMAIL = 'support@attune.london';

export function ContactPage() {
  const [sent, setSent] = useState(false);
  return (
    <StandaloneShell showBack showContactLink={false}>
      <PageTitle>Get in Touch</PageTitle>
      <div className="mx-auto grid w-full max-w-5xl gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <div className="lg:pt-6">
          <Eyebrow>Contact</Eyebrow>
          <h1 className="mt-4 text-3xl sm:text-4xl text-ink">Get in Touch</h1>
          <p className="mt-5 text-lg text-muted">
            Questions, ideas or a studio you think we should know? Use the form, or write to us at{' '}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="rounded-sm font-medium text-sage underline underline-offset-4 hover:text-sage-hover"
            >
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
          <p className="mt-4 text-muted">We read every message and usually reply within two working days.</p>
        </div>
        <Card className="p-6 sm:p-8">
          <QueryProvider>
            {sent ? (
              <ContactSuccess onSendAnother={() => setSent(false)} />
            ) : (
              <ContactForm onSent={() => setSent(true)} />
            )}
          </QueryProvider>
        </Card>
      </div>
    </StandaloneShell>
  );
}
