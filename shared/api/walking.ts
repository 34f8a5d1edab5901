import { z } from 'zod';
import { NICKNAME_MAX } from '../constants';
import { deviceIdSchema } from './common';

/** Walking and proximity constants: spec/assist.md §4, §9 and DESIGN.md §8. */
export const PROXIMITY_RADIUS_M = 100;
/** Only neighbours whose position is this fresh count as "here now". */
export const PROXIMITY_FRESH_LOCATION_MS = 5 * 60 * 1000;
/** A radial change beyond this makes a trend (approaching / moving away). */
export const PROXIMITY_TREND_M = 5;
export const PROXIMITY_EVENT_TTL_MS = 2 * 60 * 1000;
export const HOME_ANCHOR_RADIUS_M = 30;
export const DEFAULT_SELF_HOUSE_RADIUS_M = 50;
export const DEFAULT_MIN_NOTIFY_DISTANCE_M = 60;
export const FAMILY_RELATIONSHIP_MAX = 40;

export const WALKING_ERRORS = {
  walkNotActive: 'walk_not_active',
  familyMemberNotFound: 'family_member_not_found',
  familyMemberExists: 'family_member_exists',
  userNotFound: 'user_not_found',
  cannotAddSelf: 'cannot_add_self',
  homeNotSet: 'home_not_set',
} as const;

const coordinate = (min: number, max: number) => z.number().finite().min(min).max(max);
const latitude = coordinate(-90, 90);
const longitude = coordinate(-180, 180);

/** POST /api/walk/start */
export const walkStartResponseSchema = z.object({
  sessionId: z.string(),
  startedAt: z.number(),
  /** True when a walk was already running and is simply continued (a reload or a double tap). */
  resumed: z.boolean(),
});
export type WalkStartResponse = z.infer<typeof walkStartResponseSchema>;

/** POST /api/walk/beat, about every 10 s while walking. */
export const walkBeatRequestSchema = z.object({
  lat: latitude,
  lng: longitude,
  speedMps: z.number().finite().min(0).max(100).optional(),
  accuracy: z.number().finite().min(0).max(100_000).optional(),
});
export type WalkBeatRequest = z.input<typeof walkBeatRequestSchema>;
export const walkBeatResponseSchema = z.object({ sessionId: z.string(), beatAt: z.number() });

export const walkStopResponseSchema = z.object({ sessionId: z.string().nullable(), stopped: z.boolean() });

export const proximityDirectionSchema = z.enum(['approaching', 'moving_away', 'stationary']);
export type ProximityDirection = z.infer<typeof proximityDirectionSchema>;

/** A neighbour nearby, as the recipient sees it: never who it is (DESIGN.md §8). */
export const proximityEventSchema = z.object({
  id: z.string(),
  distance: z.number(),
  direction: proximityDirectionSchema,
  createdAt: z.number(),
  updatedAt: z.number(),
  expiresAt: z.number(),
});
export type ProximityEvent = z.infer<typeof proximityEventSchema>;
export const proximityPollResponseSchema = z.object({ events: z.array(proximityEventSchema) });

/** The recipient's exclusions (spec/assist.md §3 "User exclusions"). */
export const proximityPreferencesSchema = z.object({
  excludeHousehold: z.boolean(),
  excludeSelfHouseRadiusM: z.number().int().min(0).max(500),
  minNotifyDistanceM: z.number().int().min(0).max(1000),
  approachOnly: z.boolean(),
});
export type ProximityPreferences = z.infer<typeof proximityPreferencesSchema>;
export const DEFAULT_PROXIMITY_PREFERENCES: ProximityPreferences = {
  excludeHousehold: true,
  excludeSelfHouseRadiusM: DEFAULT_SELF_HOUSE_RADIUS_M,
  minNotifyDistanceM: DEFAULT_MIN_NOTIFY_DISTANCE_M,
  approachOnly: false,
};
/** PUT /api/proximity/preferences: any subset; unknown keys are refused. */
export const proximityPreferencesUpdateSchema = proximityPreferencesSchema.partial().strict();
export const proximityPreferencesResponseSchema = z.object({ preferences: proximityPreferencesSchema });

/** GET/PUT /api/home: the resident's home anchor (radius 30 m). */
export const homeRequestSchema = z.object({ lat: latitude, lng: longitude });
export const homeAnchorSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  radiusM: z.number(),
  updatedAt: z.number(),
});
export type HomeAnchor = z.infer<typeof homeAnchorSchema>;
export const homeResponseSchema = z.object({ home: homeAnchorSchema.nullable() });

/** Family list (spec/assist.md §3 "Family member"), optionally linked to a member's device id. */
export const familyMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  relationship: z.string(),
  familyUserId: z.string().nullable(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;
export const familyListResponseSchema = z.object({ familyMembers: z.array(familyMemberSchema) });

export const addFamilyMemberRequestSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(NICKNAME_MAX, `Name must be at most ${NICKNAME_MAX} characters`),
  relationship: z
    .string({ error: 'Relationship is required' })
    .trim()
    .min(1, 'Relationship is required')
    .max(FAMILY_RELATIONSHIP_MAX, `Relationship must be at most ${FAMILY_RELATIONSHIP_MAX} characters`),
  familyUserId: deviceIdSchema.nullish().transform((id) => id ?? undefined),
});
export type AddFamilyMemberRequest = z.input<typeof addFamilyMemberRequestSchema>;
export const addFamilyMemberResponseSchema = z.object({ success: z.literal(true), id: z.string() });
export const familyMemberParamSchema = z.object({ id: z.string().uuid('Must be a family member id') });
export const successResponseSchema = z.object({ success: z.literal(true) });
