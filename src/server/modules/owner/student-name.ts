import { personName } from '../../db/person-name';

/** The name an owner sees for a student (docs: src/server/db/person-name.ts). */
export const studentName = personName();
