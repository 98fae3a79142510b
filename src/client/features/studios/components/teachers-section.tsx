import { Link } from 'react-router';
import type { StudioDetail } from '../../../../common/schemas/class';
import type { TeacherRef } from '../../../../common/schemas/teacher-ref';
import { Card } from '../../../components/ui/card';

interface StudioTeacher extends TeacherRef {
  classTitles: string[];
}

/**
 * Who teaches at the studio: each teacher of its listed classes once, in the classes' order, with
 * what they teach. Read from the classes the page already has, so it names exactly the teachers a
 * visitor can book with; a studio with none draws nothing (issue 69, item 16).
 */
function studioTeachers(classes: StudioDetail['classes']): StudioTeacher[] {
  const byId = new Map<string, StudioTeacher>();
  for (const cls of classes) {
    for (const teacher of cls.teachers) {
      const known = byId.get(teacher.id) ?? { ...teacher, classTitles: [] };
      if (!known.classTitles.includes(cls.title)) known.classTitles.push(cls.title);
      byId.set(teacher.id, known);
    }
  }
  return [...byId.values()];
}

export function TeachersSection({ studio }: { studio: Pick<StudioDetail, 'name' | 'classes'> }) {
  const teachers = studioTeachers(studio.classes);
  if (teachers.length === 0) return null;
  return (
    <section aria-labelledby="studio-teachers">
      <h2 id="studio-teachers" className="mb-6 text-2xl text-ink sm:text-3xl">
        Teachers
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={`Teachers at ${studio.name}`}>
        {teachers.map((teacher) => (
          <li key={teacher.id}>
            <Card className="flex h-full flex-col gap-1 p-5">
              <Link
                to={`/teachers/${teacher.id}`}
                className="rounded-sm text-lg font-semibold text-sage underline-offset-4 hover:underline"
              >
                {teacher.name}
              </Link>
              <p className="text-sm text-muted">Teaches {teacher.classTitles.join(', ')}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
