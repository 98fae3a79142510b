import { ComingNext } from '../../../components/coming-next';

export function BookingPage() {
  return <ComingNext title="Complete Your Booking" />;
}
