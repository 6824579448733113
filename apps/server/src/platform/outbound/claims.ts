/**
 * A delivery attempt holds its message (and its job) this long: MAIL_CLAIM_SECONDS, SMS_CLAIM_SECONDS. It is
 * also how long a message stays held after the process sending it died, before a retry may take it.
 */
export const DEFAULT_CLAIM_SECONDS = 300;

/**
 * Every transport bounds a send (connection, request, answer) by a quarter of the claim: a send started in the
 * claim's first quarter then ends before the claim does, so no retry can take the message while it may still go.
 */
export const sendBoundMs = (claimSeconds: number) => (claimSeconds * 1000) / 4;
