import { CalendarDays, MapPin, Search, Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_LOCATION, SERVICE_TYPE_LABELS } from '../../../../common/constants';
import { isoDate, londonTime } from '../../../../common/london-time';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { browseUrl } from './search-params';

/** "All services" first, then every service type, in the spec's order. */
const SERVICE_OPTIONS: Record<string, string> = { all: 'All services', ...SERVICE_TYPE_LABELS };

function londonToday(): string {
  return isoDate(londonTime(Date.now()));
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
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="search-location" className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 text-sage" /> Location
          </Label>
          <Input
            id="search-location"
            value={location}
            onChange={(event) => setLocation(event.target.value)}
            autoComplete="address-level2"
            placeholder="Area or postcode"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="search-date" className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 text-sage" /> Date
          </Label>
          <Input
            id="search-date"
            type="date"
            min={londonToday()}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="search-service" className="flex items-center gap-1.5">
            <Sparkles aria-hidden="true" className="size-4 text-sage" /> Service type
          </Label>
          <Select value={serviceType} onValueChange={setServiceType}>
            <SelectTrigger id="search-service">
              <SelectValue>{SERVICE_OPTIONS[serviceType]}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              {Object.entries(SERVICE_OPTIONS).map(([value, label]) => (
                <SelectItem key={value} value={value}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button type="submit" size="lg" className="w-full md:w-auto">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
    </search>
  );
}
