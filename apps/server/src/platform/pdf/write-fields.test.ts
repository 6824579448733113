import { describe, expect, it } from 'vitest';
import { fieldsOffPage } from './page-geometry.ts';
import { makePdf, makePng, pageOperators, pageTexts } from './pdf-fixtures.test-support.ts';
import { readSignaturePng } from './signature-image.ts';
import { FieldsOffPageError, writeFields, type FieldToWrite } from './write-fields.ts';

const LETTER = { width: 612, height: 792 };

describe("writeFields: the signers' values drawn where the editor placed them", () => {
  it('places a signature at its field (top-left coordinates become PDF points) and text on its own page', async () => {
    const signature = makePng(200, 40);
    const fields: FieldToWrite[] = [
      { page: 1, kind: 'signature', x: 100, y: 50, width: 200, height: 40, png: signature },
      { page: 2, kind: 'name', x: 72, y: 600, width: 200, height: 20, value: 'Ann Example' },
      { page: 2, kind: 'date_signed', x: 300, y: 600, width: 100, height: 20, value: '2026-11-29' },
    ];
    const written = await writeFields(await makePdf(2), fields);
    const [first] = await pageOperators(written);
    // 792 - 50 - 40 = 702: the field's bottom edge in PDF space, where the image's origin goes.
    expect(first).toMatch(/1 0 0 1 100 702 cm[\s\S]*?200 0 0 40 0 0 cm[\s\S]*?\/Image/);
    const [firstText, secondText] = await pageTexts(written);
    expect(firstText).not.toContain('Ann Example');
    expect(secondText).toContain('Ann Example');
    expect(secondText).toContain('2026-11-29');
  });

  it("keeps a signature's proportions inside a field of another shape", async () => {
    const fields: FieldToWrite[] = [
      { page: 1, kind: 'initials', x: 10, y: 10, width: 100, height: 100, png: makePng(50, 25) },
    ];
    const [page] = await pageOperators(await writeFields(await makePdf(1), fields));
    // 100 wide, 50 high, centred in the 100-point height: bottom edge at 792 - 10 - 75 = 707.
    expect(page).toMatch(/1 0 0 1 10 707 cm[\s\S]*?100 0 0 50 0 0 cm/);
  });

  it('draws upright on a page a reader shows turned (a /Rotate 90 page edited in landscape)', async () => {
    const fields: FieldToWrite[] = [
      { page: 1, kind: 'signature', x: 100, y: 50, width: 200, height: 40, png: makePng(200, 40) },
    ];
    const [page] = await pageOperators(await writeFields(await makePdf(1, { rotate: 90 }), fields));
    // Shown bottom-left (100, 90) lies at page point (90, 100); turned 90° against the reader's turn.
    expect(page).toMatch(/1 0 0 1 90 100 cm\s+0\.0+\d* 1 -1 0\.0+\d* 0 0 cm\s+200 0 0 40 0 0 cm/);
  });

  it('ticks a ticked checkbox and leaves an unticked one and empty text blank', async () => {
    const original = await makePdf(1);
    const box = { page: 1, x: 300, y: 300, width: 12, height: 12 };
    const ticked = (await pageOperators(await writeFields(original, [{ ...box, kind: 'checkbox', value: true }])))[0]!;
    const blank = (
      await pageOperators(
        await writeFields(original, [
          { ...box, kind: 'checkbox', value: false },
          { ...box, kind: 'text', value: '   ' },
        ]),
      )
    )[0]!;
    const untouched = (await pageOperators(original))[0]!;
    expect(ticked.match(/ l\b/g)?.length).toBe(2);
    expect(blank).toBe(untouched);
  });

  it('draws names and text in Cyrillic or with accents as typed, and only a script the font lacks as "?"', async () => {
    const field = { page: 1, x: 72, width: 300, height: 20 } as const;
    const fields: FieldToWrite[] = [
      { ...field, kind: 'name', y: 72, value: 'Ольга Смирнова' },
      { ...field, kind: 'text', y: 120, value: 'Müller & Zoë, Straße 5' },
      { ...field, kind: 'text', y: 170, value: 'Ivan 王' },
    ];
    const [page] = await pageTexts(await writeFields(await makePdf(1), fields));
    expect(page).toContain('Ольга Смирнова');
    expect(page).toContain('Müller & Zoë, Straße 5');
    expect(page).toContain('Ivan ?');
  });

  it('keeps every letter in the text of a later document, after one whose accented letters were drawn', async () => {
    // The font is parsed once per process: drawing "ü" once must not leave "u" out of the next file's text layer.
    const field = { page: 1, x: 72, y: 72, width: 400, height: 20, kind: 'text' } as const;
    await writeFields(await makePdf(1), [{ ...field, value: 'Müller, Zoë, Смирнова' }]);
    const [page] = await pageTexts(
      await writeFields(await makePdf(1), [{ ...field, value: 'Überprüfung Example, Ольга' }]),
    );
    expect(page).toContain('Überprüfung Example, Ольга');
  });

  it('refuses a field off its page or on a page the file does not have, before writing anything', async () => {
    const pdf = await makePdf(1);
    const fields: FieldToWrite[] = [
      { page: 1, kind: 'name', x: 500, y: 10, width: 200, height: 20, value: 'wider than the page is' },
      { page: 2, kind: 'name', x: 10, y: 10, width: 20, height: 20, value: 'no second page' },
      { page: 1, kind: 'name', x: 10, y: 10, width: 20, height: 20, value: 'fine' },
    ];
    await expect(writeFields(pdf, fields)).rejects.toThrow(FieldsOffPageError);
    await expect(writeFields(pdf, fields)).rejects.toMatchObject({ indexes: [0, 1] });
    expect(fieldsOffPage([LETTER], [{ page: 1, x: -1, y: 0, width: 10, height: 10 }])).toEqual([0]);
    expect(fieldsOffPage([LETTER], [{ page: 1, x: 0, y: 0, width: 612, height: 792 }])).toEqual([]);
  });
});

describe('readSignaturePng: only a real PNG is placed', () => {
  const asDataUrl = (bytes: Uint8Array) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;

  it('accepts a canvas PNG and refuses other types, broken bodies and oversized images', async () => {
    const png = makePng(30, 10);
    expect(await readSignaturePng(asDataUrl(png))).toEqual(new Uint8Array(png));
    expect(
      await readSignaturePng(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`),
    ).toBeUndefined();
    expect(await readSignaturePng(asDataUrl(png.subarray(0, 40)))).toBeUndefined();
    expect(await readSignaturePng(asDataUrl(Buffer.concat([png, Buffer.alloc(600 * 1024)])))).toBeUndefined();
  });
});
