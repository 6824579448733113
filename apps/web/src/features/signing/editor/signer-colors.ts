/** Each signer's fields in their own colour, the same in the editor, the signer list and the signing screen. */
const COLORS = ['blue', 'grape', 'teal', 'orange', 'pink', 'cyan', 'lime', 'indigo'] as const;

export const signerColor = (position: number) => COLORS[(position - 1) % COLORS.length]!;
