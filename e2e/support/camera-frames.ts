import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A video file Chromium plays as its camera (`--use-file-for-fake-video-capture`): one Y4M frame of a printed
 * page, white with dark lines of "text" and a dark band at the top, so a scan made from it is a page, not a
 * test pattern. Y4M is raw YUV 4:2:0 behind a one-line header; no encoder needed.
 */
export function pageVideoFile(width = 640, height = 480): string {
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < height; y++) {
    const header = y >= 24 && y < 56;
    const textLine = y >= 80 && (y - 80) % 28 < 8;
    if (!header && !textLine) continue;
    for (let x = 40; x < width - 40; x++) luma[y * width + x] = 30;
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lp-camera-')), 'page.y4m');
  fs.writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`),
      luma,
      chroma,
      chroma,
    ]),
  );
  return file;
}
