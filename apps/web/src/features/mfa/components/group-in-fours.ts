/** "JBSW Y3DP EHPK 3PXP": a secret typed in by hand is far easier to read and check in groups of four. */
export const groupInFours = (secret: string) => (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
