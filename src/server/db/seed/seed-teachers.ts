import type { classes, classTeachers, teachers } from '../schema';

// The demo studios' teachers (issue 34): two each, with made-up names and bios, so every class page
// names a teacher and every teacher page has classes. The names belong to no one.

const TEACHER_NAMES = [
  'Imogen Thorne',
  'Kofi Ashworth',
  'Saoirse Penhallow',
  'Rafael Okonedo',
  'Wren Castellanos',
  'Tobias Mirfield',
  'Anouk Delacroix-Bryce',
  'Idris Fennimore',
  'Maeve Lindqvist',
  'Jonah Abernethy',
  'Priti Galloway',
  'Lorcan Vesey',
  'Esme Okoro-Hart',
  'Felix Ramsbottom',
  'Yara Quennell',
  'Caspian Holloway',
  'Noor Whitlock',
  'Otis Kerrigan',
  'Talia Mbeki-Rowe',
  'Aurelio Stanhope',
  'Bryony Achterberg',
  'Dmitri Pelling',
  'Hattie Oyelaran',
  'Ravi Lockwood',
  'Sunniva Clough',
  'Matthias Ebube',
];

const BIOS = [
  'Came to the mat after years of long shifts and teaches the practice that got them through: steady, unhurried and kind to tired bodies.',
  'Trained in London and Mysore, and keeps classes small enough to learn everyone’s name by the second week.',
  'Believes the best class is the one you leave feeling a little more yourself. Expect clear cues, plenty of options and no pressure.',
  'A former musician who found the same attention in breath and stillness, and brings it to every session.',
];

type TeacherRow = typeof teachers.$inferInsert;
type ClassTeacherRow = typeof classTeachers.$inferInsert;

/** Two teachers for each studio, in the studios' order. */
export function seedTeacherRows(studioIds: string[]): TeacherRow[] {
  return studioIds.flatMap((studioId, i) =>
    [0, 1].map((k) => ({
      studioId,
      name: TEACHER_NAMES[(2 * i + k) % TEACHER_NAMES.length] as string,
      bio: BIOS[(i + k) % BIOS.length] as string,
    })),
  );
}

/** Each class taught by one of its studio's two teachers, taking turns; every third by both. */
export function seedClassTeacherRows(
  classRows: Array<Pick<typeof classes.$inferSelect, 'id' | 'studioId'>>,
  teacherRows: Array<{ id: string; studioId: string }>,
): ClassTeacherRow[] {
  const seen = new Map<string, number>();
  return classRows.flatMap((cls) => {
    const own = teacherRows.filter((t) => t.studioId === cls.studioId);
    const n = seen.get(cls.studioId) ?? 0;
    seen.set(cls.studioId, n + 1);
    const first = own[n % own.length];
    const second = own[(n + 1) % own.length];
    if (!first) return [];
    const rows = [{ classId: cls.id, teacherId: first.id, position: 0 }];
    if (n % 3 === 2 && second && second !== first)
      rows.push({ classId: cls.id, teacherId: second.id, position: 1 });
    return rows;
  });
}
