import { ComingNext } from '../../../components/coming-next';

export function AuthPage() {
  return <ComingNext title="Sign In" />;
}
