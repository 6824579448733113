// The pieces of the answer checks written without zod (signed-out-answers.ts, signed-in-answers.ts): each
// says what the zod schema named beside its use says, and the tests hold the two side by side.
/** What the web's API client needs of a schema: a zod schema fits it, and so does `answerCheck(...)`. */
export type TAnswerCheck<T> = {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false; error: { message: string } };
};

export const answerCheck = <T>(name: string, is: (value: unknown) => value is T): TAnswerCheck<T> => ({
  safeParse: (data) => (is(data) ? { success: true, data } : { success: false, error: { message: `not ${name}` } }),
});

export type TRecord = Record<string, unknown>;
export const isRecord = (value: unknown): value is TRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isStringOrNull = (value: unknown) => value === null || isString(value);
export const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
export const isOneOf = (choices: readonly string[]) => (value: unknown) => isString(value) && choices.includes(value);

/** zod's `z.uuid()` pattern (any RFC 9562 version, the nil and the max uuid). */
export const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
/** As `z.uuid()`: the company address of the signed-in screens is checked before the server is asked. */
export const isUuid = (value: unknown): value is string => isString(value) && UUID.test(value);

/** zod's `z.iso.datetime()`: UTC ("Z"), seconds required, any fraction. */
export const ISO_UTC = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?Z$/;
