import { z } from 'zod';
import { FEATURE_KEYS } from './feature-keys.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

export { FEATURE_KEYS } from './feature-keys.ts';
export const ZFeatureKey = z.enum(FEATURE_KEYS);
export type TFeatureKey = z.infer<typeof ZFeatureKey>;

/** The spec's status: 1 Active (on), 0 In-active (off). */
export const ZFeatureStatus = z.union([z.literal(0), z.literal(1)], {
  message: VALIDATION_MESSAGES.featureStatusChoice,
});
export type TFeatureStatus = z.infer<typeof ZFeatureStatus>;

export const ZFeatureSetting = z.object({
  key: ZFeatureKey,
  settings_name: z.string(),
  /** Orders the list (lowest first). */
  priority: z.number().int(),
  remarks: z.string(),
  status: ZFeatureStatus,
  updated_at: z.iso.datetime(),
  /** Who changed it last; null while it has its seeded value. */
  updated_by: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
});
export type TFeatureSetting = z.infer<typeof ZFeatureSetting>;

/** GET /feature-settings ('manage feature settings'): every setting, by priority. Six rows: no paging. */
export const ZFeatureSettingList = z.object({ data: z.array(ZFeatureSetting) });
export type TFeatureSettingList = z.infer<typeof ZFeatureSettingList>;

/** PUT /feature-settings/{key} ('manage feature settings'): the edit modal; every field required. */
export const ZUpdateFeatureSettingRequest = z.strictObject({
  settings_name: z.string().trim().min(1, VALIDATION_MESSAGES.settingsNameRequired).max(100),
  priority: z
    .number({ message: VALIDATION_MESSAGES.priorityRequired })
    .int(VALIDATION_MESSAGES.priorityRequired)
    .min(0, VALIDATION_MESSAGES.priorityRequired)
    .max(9999, VALIDATION_MESSAGES.priorityRequired),
  remarks: z.string().trim().min(1, VALIDATION_MESSAGES.remarksRequired).max(500),
  status: ZFeatureStatus,
});
export type TUpdateFeatureSettingRequest = z.infer<typeof ZUpdateFeatureSettingRequest>;

/** PATCH /feature-settings/{key}/status ('manage feature settings'): the list's on/off switch. */
export const ZFeatureStatusRequest = z.strictObject({ status: ZFeatureStatus });
export type TFeatureStatusRequest = z.infer<typeof ZFeatureStatusRequest>;

/**
 * GET /features (any signed-in user): which features are on, so the web hides switched-off ones.
 * Refusal of a switched-off feature: 403 with code FEATURE_DISABLED and `details: [{ field: 'feature',
 * message: <key> }]`, so the web can name the feature in the user's language.
 */
export const ZFeatureFlags = z.object({ flags: z.record(ZFeatureKey, z.boolean()) });
export type TFeatureFlags = z.infer<typeof ZFeatureFlags>;
