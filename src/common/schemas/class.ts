import { z } from 'zod';
import { AVAILABILITY_FILTERS, CLASS_SORTS, DISTANCE_SORT, TIMES_OF_DAY } from '../catalogue-query';
import { DELIVERY_METHODS, DIFFICULTY_LEVELS, SERVICE_TYPES } from '../constants';
import {
  accessibilityFilterSchema,
  calendarDateSchema,
  cursorSchema,
  limitSchema,
  locationSchema,
  searchSchema,
} from './catalogue-params';
import { difficultySchema } from './difficulty';
import { isoDateSchema, moneySchema } from './fields';
import { distanceKmSchema, nearParams, nearRules } from './near-params';
import { listSessionSchema, publicSessionSchema } from './session';
import { studioSchema } from './studio';
import { teacherRefSchema } from './teacher-ref';

export const classBaseSchema = z.object({
  id: z.string(),
  studioId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  serviceType: z.string(),
  deliveryMethod: z.string(),
  duration: z.number().int(),
  price: moneySchema,
  maxParticipants: z.number().int(),
  difficulty: z.enum(DIFFICULTY_LEVELS),
  requirements: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: isoDateSchema,
  /** Who teaches it, in the order its owner set (teacherIds); a session may name another. */
  teachers: z.array(teacherRefSchema),
  upcomingSessions: z.array(publicSessionSchema),
});

/**
 * A class's own rating (a decimal string, two places) and count of visible reviews, computed from
 * its reviews; the embedded studio keeps the studio's (issue 69, item 6).
 */
const classRatingFields = { rating: z.string(), reviewCount: z.number().int() };

/** A class as GET /api/classes/:id returns it: with its studio and upcoming sessions embedded. */
export const classSchema = classBaseSchema.extend({ ...classRatingFields, studio: studioSchema });
export type ClassWithDetails = z.infer<typeof classSchema>;

/**
 * A class in the GET /api/classes list: the same, with its next sessions in the list's lean shape,
 * which keeps a page within its size budget (docs/decisions/0042).
 */
export const classListItemSchema = classSchema.extend({
  upcomingSessions: z.array(listSessionSchema),
  /** With `near`: the studio's distance from there; null for an online class (docs/decisions/0078). */
  distanceKm: distanceKmSchema,
});
export type ClassListItem = z.infer<typeof classListItemSchema>;
export type ClassSummary = z.infer<typeof classBaseSchema>;

/**
 * A class on a studio's page: drawn as the same card as in the list, so it carries the same next
 * sessions in the same lean shape (docs/decisions/0042), without repeating the studio.
 */
export const studioPageClassSchema = classBaseSchema.extend({ upcomingSessions: z.array(listSessionSchema) });

/** A studio's detail page also lists its classes. */
export const studioDetailSchema = studioSchema.extend({
  /**
   * False for a draft (no active class with an upcoming session): only its owner is answered it,
   * and its page says it is not public yet (issue 30).
   */
  isPublic: z.boolean(),
  classes: z.array(studioPageClassSchema),
});
export type StudioDetail = z.infer<typeof studioDetailSchema>;

const optionalNumber = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .min(0, `${field} must be 0 or more`)
    .max(1_000_000, `${field} is too large`)
    .optional();

export const classFiltersSchema = z.object({
  serviceType: z
    .enum(SERVICE_TYPES, { error: `serviceType must be one of: ${SERVICE_TYPES.join(', ')}` })
    .optional(),
  deliveryMethod: z
    .enum(DELIVERY_METHODS, { error: `deliveryMethod must be one of: ${DELIVERY_METHODS.join(', ')}` })
    .optional(),
  priceMin: optionalNumber('priceMin'),
  priceMax: optionalNumber('priceMax'),
  location: locationSchema,
  availability: z
    .enum(AVAILABILITY_FILTERS, { error: `availability must be one of: ${AVAILABILITY_FILTERS.join(', ')}` })
    .optional(),
  date: calendarDateSchema.optional(),
  timeOfDay: z
    .enum(TIMES_OF_DAY, { error: `timeOfDay must be one of: ${TIMES_OF_DAY.join(', ')}` })
    .optional(),
  difficulty: difficultySchema.optional(),
  /** Classes this teacher teaches, or takes a session of. */
  teacherId: z.uuid({ error: 'teacherId must be a teacher id' }).optional(),
  /** Classes at studios where every named access feature holds (docs/decisions/0077). */
  accessibility: accessibilityFilterSchema,
  q: searchSchema,
});
export type ClassFilters = z.infer<typeof classFiltersSchema>;

/** GET /api/classes: the filters, a sort and a page (docs/decisions/0024). */
export const classListQuerySchema = classFiltersSchema
  .extend({
    sort: z
      .enum([...CLASS_SORTS, DISTANCE_SORT], {
        error: `sort must be one of: ${[...CLASS_SORTS, DISTANCE_SORT].join(', ')}`,
      })
      .default('recommended'),
    ...nearParams,
    limit: limitSchema,
    cursor: cursorSchema,
  })
  .superRefine(nearRules);
export type ClassListQuery = z.infer<typeof classListQuerySchema>;
