import { CalendarPlus } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { formatSessionDate } from '../../../../common/format';
import { isoDate, londonTime } from '../../../../common/london-time';
import type { OwnerClass } from '../../../../common/schemas/owner-class';
import { weeklyScheduleFormSchema } from '../../../../common/schemas/owner-session';
import { scheduleDates, WEEKDAYS } from '../../../../common/weekly-schedule';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { FullWidthTabsList, Tabs, TabsContent } from '../../../components/ui/tabs';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateSchedule, useCreateSession } from '../api/owner-classes';
import { CheckboxGroup, TextField } from './form-controls';
import { oneOffFormSchema, WEEKDAY_LABELS } from './schedule-rules';
import { futureStart, MeetingLinkField, SessionTimeFields } from './session-time-fields';

const PREVIEW_COUNT = 6;
const DAY_OPTIONS = WEEKDAYS.map((value) => ({
  value,
  label: WEEKDAY_LABELS[value].short,
  name: WEEKDAY_LABELS[value].long,
}));

/** London's date `days` from now, as a date input takes it. */
function londonDateIn(days: number): string {
  return isoDate(londonTime(Date.now() + days * 86_400_000));
}

/**
 * Schedule: a weekly rule with a live preview of its dates, or one session on one date. `trigger`
 * replaces the class card's Schedule button (the first steps open it with their own).
 */
export function ScheduleDialog({ cls, trigger }: { cls: OwnerClass; trigger?: ReactElement }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button variant="secondary" size="sm" aria-label={`Schedule ${cls.title}`}>
            <CalendarPlus aria-hidden="true" /> Schedule
          </Button>
        )}
      </DialogTrigger>
      <DialogContent title={`Schedule ${cls.title}`} description="Times are London time, summer or winter.">
        <Tabs defaultValue="weekly">
          <FullWidthTabsList
            tabs={[
              { value: 'weekly', label: 'Every week' },
              { value: 'once', label: 'One session' },
            ]}
          />
          <TabsContent value="weekly">
            <WeeklyForm cls={cls} onDone={() => setOpen(false)} />
          </TabsContent>
          <TabsContent value="once">
            <OneOffForm cls={cls} onDone={() => setOpen(false)} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function WeeklyForm({ cls, onDone }: { cls: OwnerClass; onDone: () => void }) {
  const create = useCreateSchedule(cls.id);
  const [schema] = useState(() => weeklyScheduleFormSchema(() => new Date()));
  const form = useZodForm(
    schema,
    {
      weekdays: [],
      startTime: '18:30',
      from: londonDateIn(1),
      until: londonDateIn(56),
      specialInstructions: '',
      meetingLink: '',
    },
    'onTouched',
  );
  const rule = useWatch({ control: form.control });
  // The same function the server runs, so the preview shows exactly the sessions it will create.
  const dates = scheduleDates(
    {
      weekdays: rule.weekdays ?? [],
      startTime: rule.startTime ?? '',
      from: rule.from ?? '',
      until: rule.until ?? '',
    },
    new Date(),
  );
  // With days chosen and still no dates, the preview says why (the server's own rule, e.g. "Until
  // must be at most 26 weeks after From") instead of asking for what is already there.
  const whyNoDates =
    dates.length === 0 && (rule.weekdays?.length ?? 0) > 0
      ? schema.safeParse(rule).error?.issues[0]?.message
      : undefined;

  const onSubmit = form.handleSubmit((values) =>
    // mutateAsync, not mutate's callbacks: the first steps drop their Schedule button (and this
    // dialog) as soon as the session makes the studio public, and mutate's callbacks die with it.
    create.mutateAsync(values).then(
      ({ created }) => {
        toast({
          variant: 'success',
          title: 'Sessions scheduled',
          description:
            created === 0
              ? 'Those sessions were already on the schedule.'
              : `${created} ${created === 1 ? 'session' : 'sessions'} added to ${cls.title}.`,
        });
        onDone();
      },
      failureToast('Could not schedule the sessions', 'Please try again.'),
    ),
  );

  const idPrefix = `weekly-${cls.id}`;

  // The two props every control of this form shares.

  const field = { form, idPrefix };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Weekly schedule" className="flex flex-col gap-5 pt-5">
      <CheckboxGroup {...field} name="weekdays" label="Days" options={DAY_OPTIONS} />
      <TextField
        {...field}
        name="startTime"
        label="Start time (London)"
        inputProps={{ type: 'time', step: 300 }}
      />
      <div className="grid gap-5 min-[420px]:grid-cols-2">
        <TextField {...field} name="from" label="From" inputProps={{ type: 'date' }} />
        <TextField {...field} name="until" label="Until" inputProps={{ type: 'date' }} />
      </div>
      <section aria-labelledby={`${idPrefix}-preview`} className="rounded-card bg-sand p-4">
        <h3 id={`${idPrefix}-preview`} className="text-base font-semibold text-ink">
          {dates.length === 0
            ? 'No dates yet'
            : `${dates.length} ${dates.length === 1 ? 'session' : 'sessions'}, starting:`}
        </h3>
        {dates.length === 0 ? (
          <p className="mt-1 text-sm text-muted">
            {whyNoDates ?? 'Choose days, a time and dates to see the sessions here.'}
          </p>
        ) : (
          <ul aria-label="Next dates" className="mt-2 grid gap-1 text-sm text-ink sm:grid-cols-2">
            {dates.slice(0, PREVIEW_COUNT).map((date) => (
              <li key={date.toISOString()}>{formatSessionDate(date.toISOString())}</li>
            ))}
            {dates.length > PREVIEW_COUNT && (
              <li className="text-muted">and {dates.length - PREVIEW_COUNT} more</li>
            )}
          </ul>
        )}
        <p className="mt-2 text-sm text-muted">Dates already on the schedule are not added twice.</p>
      </section>
      <TextField {...field} name="specialInstructions" label="Special instructions (optional)" multiline />
      {cls.deliveryMethod === 'online' && <MeetingLinkField {...field} />}
      <Button type="submit" disabled={create.isPending} className="sm:self-end">
        {create.isPending ? 'Scheduling...' : 'Create sessions'}
      </Button>
    </form>
  );
}

function OneOffForm({ cls, onDone }: { cls: OwnerClass; onDone: () => void }) {
  const create = useCreateSession(cls.id);
  const form = useZodForm(
    oneOffFormSchema,
    { date: londonDateIn(1), time: '18:30', specialInstructions: '', meetingLink: '' },
    'onTouched',
  );
  const onSubmit = form.handleSubmit(({ date, time, specialInstructions, meetingLink }) => {
    const start = futureStart(form, date, time);
    if (!start) return;
    // mutateAsync for the same reason as the weekly form's.
    create
      .mutateAsync({
        startTime: start.toISOString(),
        specialInstructions: specialInstructions || null,
        meetingLink,
      })
      .then(
        () => {
          toast({
            variant: 'success',
            title: 'Session added',
            description: `${cls.title} on ${formatSessionDate(start.toISOString())}.`,
          });
          onDone();
        },
        failureToast('Could not add the session', 'Please try again.'),
      );
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="One session" className="flex flex-col gap-5 pt-5">
      <SessionTimeFields form={form} idPrefix={`once-${cls.id}`} online={cls.deliveryMethod === 'online'} />
      <Button type="submit" disabled={create.isPending} className="sm:self-end">
        {create.isPending ? 'Adding...' : 'Add session'}
      </Button>
    </form>
  );
}
