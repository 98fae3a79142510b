import { CalendarPlus, CheckCircle2, Circle, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { OwnerStudioListItem } from '../../../../common/schemas/owner-studio';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { ClassFormDialog } from './class-form-dialog';
import { StudioFormDialog } from './studio-form-dialog';

/**
 * What a new owner has done, read from their studios as the server counts them (no local state):
 * a studio, an active class in one, and an upcoming session of one, which makes that studio public.
 */
export function firstStepsOf(studios: OwnerStudioListItem[]) {
  const active = studios.filter((studio) => studio.isActive);
  return {
    studio: active[0],
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

/**
 * The new owner's three first steps, on the dashboard until a studio of theirs is public (an active
 * class with an upcoming session): add the studio, add a class, schedule a session. Each step opens
 * its action; a step waits for the one before it.
 */
export function FirstSteps({
  studios,
  onSchedule,
}: {
  studios: OwnerStudioListItem[];
  /** Shows the Classes tab, where each class has its Schedule button. */
  onSchedule: () => void;
}) {
  const { studio, hasStudio, hasClass, hasSession } = firstStepsOf(studios);
  if (hasSession) return null;
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
            action={
              <Button size="sm" disabled={!hasClass} onClick={onSchedule}>
                <CalendarPlus aria-hidden="true" /> Schedule a session
              </Button>
            }
          />
        </ol>
      </Card>
    </section>
  );
}
