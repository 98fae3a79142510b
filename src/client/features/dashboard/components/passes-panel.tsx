import { CloudOff, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';
import { CardSkeletons } from '../../../components/ui/skeleton';
import { useUserPasses } from '../../../lib/account-queries';
import { PassCard } from './pass-card';
import { splitPasses } from './pass-groups';

/** The "My passes" tab: the passes that pay now, then, apart and muted, the ones that ended. */
export function PassesPanel() {
  const { data, isPending, isError, refetch } = useUserPasses();
  if (isPending)
    return <CardSkeletons label="Loading passes…" className="flex flex-col gap-4" cards={['h-32']} />;
  if (isError)
    return (
      <StatusPanel
        icon={CloudOff}
        tone="error"
        title="Failed to fetch passes"
        action={
          <Button variant="secondary" onClick={() => refetch()}>
            Try again
          </Button>
        }
      />
    );
  const { current, ended } = splitPasses(data);
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="current-passes">
        <h2 id="current-passes" className="mb-4 text-2xl text-ink">
          My passes
        </h2>
        {current.length === 0 ? (
          <StatusPanel
            icon={Ticket}
            title="No passes yet"
            action={
              <Button asChild variant="secondary">
                <Link to="/studios">Find a studio</Link>
              </Button>
            }
          >
            <p>Studios sell class packs and memberships on their pages: a regular pays less per class.</p>
          </StatusPanel>
        ) : (
          <ul className="flex flex-col gap-4">
            {current.map((pass) => (
              <li key={pass.id}>
                <PassCard pass={pass} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {ended.length > 0 && (
        <section aria-labelledby="ended-passes">
          <h2 id="ended-passes" className="mb-4 text-xl text-muted">
            Ended
          </h2>
          <ul className="flex flex-col gap-4">
            {ended.map((pass) => (
              <li key={pass.id}>
                <PassCard pass={pass} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
