import { CalendarDays, type LucideIcon, MapPin, Search, Sparkles } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_LOCATION, SERVICE_TYPE_LABELS } from '../../../../common/constants';
import { isoDate, londonTime } from '../../../../common/london-time';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { browseUrl } from './search-params';

/** "All services" first, then every service type, in the spec's order. */
const SERVICE_OPTIONS: Record<string, string> = { all: 'All services', ...SERVICE_TYPE_LABELS };

function londonToday(): string {
  return isoDate(londonTime(Date.now()));
}

/** One search field: its label, marked by an icon, above the control `id` names. */
function SearchField({
  id,
  Icon,
  label,
  children,
}: {
  id: string;
  Icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id} className="flex items-center gap-1.5">
        <Icon aria-hidden="true" className="size-4 text-sage" /> {label}
      </Label>
      {children}
    </div>
  );
}

export function HeroSearch() {
  const navigate = useNavigate();
  const [location, setLocation] = useState(DEFAULT_LOCATION);
  const [date, setDate] = useState('');
  const [serviceType, setServiceType] = useState('all');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(browseUrl({ location, serviceType, date }));
  };

  return (
    <search aria-label="Find a class">
      <form
        onSubmit={onSubmit}
        className="grid gap-4 rounded-card-lg bg-surface p-4 shadow-lifted sm:p-5 md:grid-cols-[1.3fr_1fr_1fr_auto] md:items-end"
      >
        <SearchField id="search-location" Icon={MapPin} label="Location">
          <Input
            id="search-location"
            value={location}
            onChange={(event) => setLocation(event.target.value)}
            autoComplete="address-level2"
            placeholder="Area or postcode"
          />
        </SearchField>
        <SearchField id="search-date" Icon={CalendarDays} label="Date">
          <Input
            id="search-date"
            type="date"
            min={londonToday()}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </SearchField>
        <SearchField id="search-service" Icon={Sparkles} label="Service type">
          <Select
            id="search-service"
            value={serviceType}
            options={SERVICE_OPTIONS}
            onValueChange={setServiceType}
          />
        </SearchField>
        <Button type="submit" size="lg" className="w-full md:w-auto">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
    </search>
  );
}
