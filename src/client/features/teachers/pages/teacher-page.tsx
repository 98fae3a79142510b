import { MapPin, UserRound } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatAddress } from '../../../../common/format';
import { CardGrid } from '../../../components/catalogue/card-grid';
import { LiveClassCards } from '../../../components/catalogue/live-class-cards';
import { DataState } from '../../../components/data-state';
import { PageTitle } from '../../../components/page-title';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useTeacher } from '../../../lib/catalogue-queries';

/** A teacher's page (issue 34): who they are, where they teach and their classes. */
export function TeacherPage() {
  const { id = '' } = useParams();
  const query = useTeacher(id);

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8 lg:pt-10">
      <Button asChild variant="link" size="inline" className="mb-6">
        <Link to="/browse">← All classes</Link>
      </Button>
      <DataState
        query={query}
        loading={<div className="h-64 animate-pulse rounded-card bg-sand" aria-hidden="true" />}
        notFound={{
          title: 'Teacher not found',
          message: 'This teacher may no longer teach on Attune. There are plenty of classes to explore.',
          link: { to: '/browse', text: 'Browse classes' },
        }}
        errorTitle="Failed to fetch teacher"
      >
        {(teacher) => (
          <article className="flex flex-col gap-10">
            <PageTitle>{teacher.name}</PageTitle>
            <header className="flex flex-col gap-6 sm:flex-row sm:items-start">
              {teacher.imageUrl ? (
                <img
                  src={teacher.imageUrl}
                  alt={`Portrait of ${teacher.name}`}
                  width={160}
                  height={160}
                  className="size-32 shrink-0 rounded-full object-cover shadow-raised sm:size-40"
                />
              ) : (
                <div
                  aria-hidden="true"
                  className="flex size-32 shrink-0 items-center justify-center rounded-full bg-sand text-sage sm:size-40"
                >
                  <UserRound className="size-14" />
                </div>
              )}
              <div className="flex min-w-0 flex-col gap-3">
                <h1 className="text-3xl wrap-anywhere text-ink sm:text-4xl">{teacher.name}</h1>
                <p className="text-lg text-muted">
                  Teaches at{' '}
                  <Link
                    to={`/studios/${teacher.studio.id}`}
                    className="rounded-sm font-medium text-sage underline-offset-4 hover:underline"
                  >
                    {teacher.studio.name}
                  </Link>
                </p>
                <p className="flex items-start gap-2 text-ink">
                  <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-sage" />
                  {formatAddress(teacher.studio)}
                </p>
                {teacher.bio && (
                  <p className="max-w-prose text-lg whitespace-pre-line text-ink/90">{teacher.bio}</p>
                )}
              </div>
            </header>

            <section aria-labelledby="teacher-classes">
              <h2 id="teacher-classes" className="mb-6 text-2xl text-ink sm:text-3xl">
                Classes with {teacher.name}
              </h2>
              {teacher.classes.length === 0 ? (
                <Card className="px-6 py-10 text-center text-muted">
                  <p>No classes with {teacher.name} are scheduled at the moment.</p>
                </Card>
              ) : (
                <CardGrid label={`Classes with ${teacher.name}`}>
                  <LiveClassCards classes={teacher.classes} studioOf={() => teacher.studio} />
                </CardGrid>
              )}
            </section>
          </article>
        )}
      </DataState>
    </div>
  );
}
