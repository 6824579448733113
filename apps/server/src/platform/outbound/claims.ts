/**
 * Every transport bounds a send (connection, request, answer) by a quarter of the claim: a send started in the
 * claim's first quarter then ends before the claim does, so no retry can take the message while it may still go.
 */
export const sendBoundMs = (claimSeconds: number) => (claimSeconds * 1000) / 4;
