import { ArrowRight, CalendarPlus, CheckCircle2, Circle, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { OwnerStudioListItem } from '../../../../common/schemas/owner-studio';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useOwnerClasses } from '../api/owner-classes';
import { ClassFormDialog } from './class-form-dialog';
import { ScheduleDialog } from './schedule-dialog';
import { StudioFormDialog } from './studio-form-dialog';

/**
 * What a new owner has done, read from their studios as the server counts them (no local state):
 * a studio, an active class in one, and an upcoming session of one, which makes that studio public.
 */
export function firstStepsOf(studios: OwnerStudioListItem[]) {
  const active = studios.filter((studio) => studio.isActive);
  return {
    studio: active[0],
    withClass: active.find((studio) => studio.activeClassCount > 0),
    live: studios.find((studio) => studio.isPublic),
    hasStudio: active.length > 0,
    hasClass: active.some((studio) => studio.activeClassCount > 0),
    hasSession: studios.some((studio) => studio.isPublic),
  };
}

interface StepProps {
  number: number;
  title: string;
  text: string;
  done: boolean;
  action: ReactNode;
}

function Step({ number, title, text, done, action }: StepProps) {
  const Icon = done ? CheckCircle2 : Circle;
  return (
    <li
      data-testid="first-step"
      data-done={done}
      className="flex flex-col gap-4 border-t border-line py-5 first:border-t-0 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Icon
          aria-hidden="true"
          className={cn('mt-0.5 size-6 shrink-0', done ? 'text-success' : 'text-muted')}
        />
        <div className="min-w-0">
          <h3 className="font-sans text-base font-semibold text-ink">
            {number}. {title}
            <span className="sr-only">{done ? ' (done)' : ' (not done yet)'}</span>
          </h3>
          <p className="mt-1 text-sm text-muted">{text}</p>
        </div>
      </div>
      <div className="shrink-0 pl-9 sm:pl-0">
        {done ? <span className="text-sm font-medium text-success">Done</span> : action}
      </div>
    </li>
  );
}

const scheduleButton = (disabled: boolean) => (
  <Button size="sm" disabled={disabled}>
    <CalendarPlus aria-hidden="true" /> Schedule a session
  </Button>
);

/** Step 3's action: the scheduling dialog of the studio's first active class, as the Classes tab has it. */
function ScheduleStep({ studio }: { studio: OwnerStudioListItem | undefined }) {
  const classes = useOwnerClasses(studio?.id ?? '', Boolean(studio));
  const cls = classes.data?.find((c) => c.isActive);
  return cls ? <ScheduleDialog cls={cls} trigger={scheduleButton(false)} /> : scheduleButton(true);
}

/**
 * The new owner's three first steps, on the dashboard until a studio of theirs is public (an active
 * class with an upcoming session): add the studio, add a class, schedule a session. Each step opens
 * its action's dialog; a step waits for the one before it. Done in front of the owner, the list ends
 * with a link to the page students now see; on the next visit it is gone.
 */
export function FirstSteps({ studios }: { studios: OwnerStudioListItem[] }) {
  const { studio, withClass, live, hasStudio, hasClass, hasSession } = firstStepsOf(studios);
  // Whether the steps were still to do when the dashboard opened: only then is "You're live" news.
  const [underway] = useState(!hasSession);
  if (hasSession && !underway) return null;
  const done = [hasStudio, hasClass, hasSession].filter(Boolean).length;
  return (
    <section aria-labelledby="first-steps-heading" className="mt-10">
      <Card className="p-5 sm:p-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="first-steps-heading" className="text-2xl text-ink">
            Get your studio on Attune
          </h2>
          <p className="text-sm text-muted">{done} of 3 done</p>
        </div>
        <p className="mt-2 text-muted">
          Your studio appears to students once one of its classes has a session to book.
        </p>
        <ol aria-label="First steps" className="mt-4">
          <Step
            number={1}
            title="Add your studio"
            text="Its name, address and what it offers."
            done={hasStudio}
            action={
              <StudioFormDialog
                trigger={
                  <Button size="sm">
                    <Plus aria-hidden="true" /> Add studio
                  </Button>
                }
              />
            }
          />
          <Step
            number={2}
            title="Add a class"
            text="What it is, how long it lasts, its price and places."
            done={hasClass}
            action={
              studio ? (
                <ClassFormDialog
                  studio={studio}
                  trigger={
                    <Button size="sm">
                      <Plus aria-hidden="true" /> Add a class
                    </Button>
                  }
                />
              ) : (
                <Button size="sm" disabled>
                  <Plus aria-hidden="true" /> Add a class
                </Button>
              )
            }
          />
          <Step
            number={3}
            title="Schedule a session"
            text="Once a week or just once; students can then book it."
            done={hasSession}
            action={hasClass ? <ScheduleStep studio={withClass} /> : scheduleButton(true)}
          />
        </ol>
        {live && (
          <p className="mt-2 border-t border-line pt-5">
            <Link
              to={`/studios/${live.id}`}
              className="inline-flex items-center gap-2 font-semibold text-sage underline-offset-4 hover:underline"
            >
              You're live — view your page <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        )}
      </Card>
    </section>
  );
}
