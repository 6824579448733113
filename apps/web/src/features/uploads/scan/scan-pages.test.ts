import { describe, expect, it } from 'vitest';
import {
  clampCrop,
  MAX_EDGE,
  moved,
  NO_CROP,
  pdfPageSize,
  pictureSize,
  rotated,
  scanFileName,
  sourceRect,
  type TScanPage,
} from './scan-pages.ts';

const photo = (width: number, height: number, extra: Partial<TScanPage> = {}): TScanPage => ({
  id: 'p',
  photo: new Blob(),
  width,
  height,
  rotation: 0,
  crop: NO_CROP,
  ...extra,
});

describe('a scan page before it becomes part of the PDF', () => {
  it('turns a quarter at a time and comes back upright after four turns', () => {
    let page = photo(4032, 3024);
    const seen = [];
    for (let i = 0; i < 4; i++) {
      page = rotated(page);
      seen.push(page.rotation);
    }
    expect(seen).toEqual([90, 180, 270, 0]);
  });

  it('moves a page earlier or later, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
  });

  it('never crops away more than 90 % in a direction, nor takes a negative or unknown crop', () => {
    expect(clampCrop({ left: 0.6, right: 0.6, top: -1, bottom: Number.NaN })).toEqual({
      left: 0.6,
      right: expect.closeTo(0.3, 6),
      top: 0,
      bottom: 0,
    });
    expect(sourceRect(photo(1000, 800, { crop: { left: 0.1, right: 0.2, top: 0.25, bottom: 0 } }))).toEqual({
      x: 100,
      y: 200,
      width: 700,
      height: 600,
    });
  });

  it("shrinks a phone's 12-megapixel photo to a readable size, never enlarges a small one, and swaps sides when turned", () => {
    const big = pictureSize(photo(4032, 3024, { rotation: 90 }));
    expect(big.scaled).toEqual({ width: MAX_EDGE, height: 1200 });
    expect(big.upright).toEqual({ width: 1200, height: MAX_EDGE });
    expect(pictureSize(photo(640, 480)).scaled).toEqual({ width: 640, height: 480 });
  });

  it("makes a PDF page as wide as Letter and as tall as the picture's proportions", () => {
    expect(pdfPageSize({ width: 1200, height: 1600 })).toEqual({ width: 612, height: 816 });
    expect(pdfPageSize({ width: 640, height: 480 })).toEqual({ width: 612, height: 459 });
  });

  it('names the file after the moment, in a form file lists sort by', () => {
    expect(scanFileName(new Date(2026, 10, 29, 9, 5))).toBe('Scan 2026-11-29 09.05.pdf');
  });
});
