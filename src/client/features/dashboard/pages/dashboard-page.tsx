import { ComingNext } from '../../../components/coming-next';

export function DashboardPage() {
  return <ComingNext title="Dashboard" />;
}
