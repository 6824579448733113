// The check of GET /features, written without zod as those of signed-in-answers.ts are, in a module of its own:
// the entry asks for the flags (every signed-in screen may hide a switched-off feature), and zod would come with
// them; before, the flags waited for a chunk of zod and their schema before they were even asked (issue 17,
// item 4). signed-in-answers.test.ts holds it beside ZFeatureFlags.
import { answerCheck, isOneOf, isRecord, type TRecord } from './answer-checks.ts';
import { FEATURE_KEYS } from './feature-keys.ts';
import type { TFeatureFlags } from './feature-settings.ts';

/** ZFeatureFlags: a record keyed by the enum is exhaustive, every key and no other, each a boolean. */
const isFeatureFlags = (value: unknown): value is TFeatureFlags =>
  isRecord(value) &&
  isRecord(value.flags) &&
  FEATURE_KEYS.every((key) => typeof (value.flags as TRecord)[key] === 'boolean') &&
  Object.keys(value.flags).every(isOneOf(FEATURE_KEYS));

export const FEATURE_FLAGS_ANSWER = answerCheck('the feature flags', isFeatureFlags);
