import { ComingNext } from '../../../components/coming-next';

export function StudioDashboardPage() {
  return <ComingNext title="Studio Dashboard" />;
}
