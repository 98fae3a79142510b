import { Link } from 'react-router';
import type { TeacherRef } from '../../common/schemas/teacher-ref';

/** "Rosa Vale and Ben Quill": each name a link to the teacher's page. Nothing when there are none. */
export function TeacherNames({ teachers, className }: { teachers: TeacherRef[]; className?: string }) {
  if (teachers.length === 0) return null;
  return (
    <span className={className}>
      {teachers.map((teacher, i) => (
        <span key={teacher.id}>
          {i > 0 && (i === teachers.length - 1 ? ' and ' : ', ')}
          <Link
            to={`/teachers/${teacher.id}`}
            className="rounded-sm font-medium text-sage underline-offset-4 hover:underline"
          >
            {teacher.name}
          </Link>
        </span>
      ))}
    </span>
  );
}
