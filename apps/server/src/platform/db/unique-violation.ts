/** PostgreSQL's unique_violation (23505), as raised by both `pg` and PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Runs `work`, turning a unique violation into the caller's own refusal: when two requests write the same
 * unique value at the same moment, the index decides and the loser gets the same answer as a check would give.
 */
export async function refusingDuplicates<T>(work: () => Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  }
}
