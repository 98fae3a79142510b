import { PageTitle } from '../../../components/page-title';
import { SignedInPage } from '../../../components/require-auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AuditTab } from '../components/operator/audit-tab';
import { PeopleTab } from '../components/operator/people-tab';
import { ReviewsTab } from '../components/operator/reports-tab';
import { StudiosTab } from '../components/operator/studios-tab';

const TABS = [
  { value: 'reviews', label: 'Reviews', Panel: ReviewsTab },
  { value: 'studios', label: 'Studios', Panel: StudiosTab },
  { value: 'people', label: 'People & refunds', Panel: PeopleTab },
  { value: 'audit', label: 'Audit log', Panel: AuditTab },
];

/** /operator: the operators' console (docs/decisions/0079). The route shows anyone else the 404 page. */
export function OperatorPage() {
  return (
    <SignedInPage
      className="mx-auto max-w-7xl px-4 pt-10 pb-16 sm:px-6 lg:px-8 lg:pt-14"
      userType="operator"
      pending={<p className="text-muted">Loading…</p>}
    >
      {() => (
        <>
          <PageTitle>Operator console</PageTitle>
          <p className="text-sm font-semibold tracking-[0.14em] text-sage uppercase">Operator</p>
          <h1 className="mt-3 text-3xl text-ink sm:text-4xl">Operator console</h1>
          <p className="mt-3 text-lg text-muted">
            Every action here asks for a reason and is kept in the audit log.
          </p>
          <Tabs defaultValue="reviews" className="mt-8">
            <TabsList aria-label="Console sections">
              {TABS.map((t) => (
                <TabsTrigger key={t.value} value={t.value}>
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {TABS.map(({ value, Panel }) => (
              <TabsContent key={value} value={value} className="mt-6">
                <Panel />
              </TabsContent>
            ))}
          </Tabs>
        </>
      )}
    </SignedInPage>
  );
}
