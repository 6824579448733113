import english from 'virtual:signed-out-english';

/**
 * The English messages the screens before sign-in use (signed-out-sections.ts says which parts of en.json;
 * build/english-subset.ts picks them): shipped with the first download. The rest of English follows with the
 * signed-in shell (all-messages.ts); signed-out-messages.test.tsx renders the signed-out screens with only these.
 */
export const signedOutMessages: Record<string, object> = english;
