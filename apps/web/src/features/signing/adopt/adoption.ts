import { typedSignaturePng } from './typed-signature.ts';

/** How the signer adopts a signature: a typed name in the script font, or one drawn. Initials are typed. */
export type TAdoption =
  { mode: 'type'; name: string; initials: string } | { mode: 'draw'; drawn: string | null; initials: string };

export const isAdopted = (adoption: TAdoption) =>
  adoption.initials.trim() !== '' && (adoption.mode === 'type' ? adoption.name.trim() !== '' : adoption.drawn !== null);

/** The two images the server places: the signature and the initials, as PNG data URLs. */
export async function adoptedImages(adoption: TAdoption) {
  const signature_png =
    adoption.mode === 'type' ? await typedSignaturePng(adoption.name.trim()) : (adoption.drawn ?? '');
  const initials_png = await typedSignaturePng(adoption.initials.trim(), { width: 240, height: 120 });
  // Recorded with the signature (IRS Publication 1345 asks how it was adopted).
  const adopted = adoption.mode === 'type' ? ('typed' as const) : ('drawn' as const);
  return { signature_png, initials_png, adopted };
}
