import type { TEnvelopeDraft } from './draft.ts';

/**
 * Fields belong to a signer by position: moving or removing a signer renumbers their fields with them, and a
 * removed signer's fields go too (left behind, they would land on whoever moved into that place).
 */
export function moveSigner(draft: TEnvelopeDraft, from: number, to: number): TEnvelopeDraft {
  if (to < 0 || to >= draft.signers.length) return draft;
  const signers = [...draft.signers];
  const [moved] = signers.splice(from, 1);
  signers.splice(to, 0, moved!);
  const positionOf = new Map(draft.signers.map((signer, index) => [index + 1, signers.indexOf(signer) + 1]));
  const fields = draft.fields.map((f) => ({
    ...f,
    signer_position: positionOf.get(f.signer_position) ?? f.signer_position,
  }));
  return { ...draft, signers, fields };
}

export function removeSigner(draft: TEnvelopeDraft, index: number): TEnvelopeDraft {
  const position = index + 1;
  return {
    ...draft,
    signers: draft.signers.filter((_, i) => i !== index),
    fields: draft.fields
      .filter((f) => f.signer_position !== position)
      .map((f) => (f.signer_position > position ? { ...f, signer_position: f.signer_position - 1 } : f)),
  };
}
