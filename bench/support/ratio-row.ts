import { median, spread, type Row } from './measure.ts';

/**
 * One row of `npm run bench`: a figure measured in several runs, each paired with its reference measured right
 * beside it (interleaved, so a slow moment of the machine falls on both), shown as medians and the runs'
 * ratios min / median / max. `ratio` turns one pair into the row's ratio (e.g. server ÷ reference for a speed,
 * reference ÷ server for a time); `pass` judges the ratios' median and, where the target is absolute, the
 * measured figures.
 */
export function ratioRow(opts: {
  what: string;
  measured: number[];
  reference: number[];
  format: (value: number) => string;
  ratio: (measured: number, reference: number) => number;
  target: string;
  pass: (medianRatio: number, measured: number[]) => boolean;
  /** Added to the Measured cell, e.g. "p99 41 ms". */
  note?: string;
}): Row {
  const ratios = opts.measured.map((m, i) => opts.ratio(m, opts.reference[i]!));
  const medianRatio = median(ratios);
  return {
    what: opts.what,
    measured: `${opts.format(median(opts.measured))}${opts.note ? ` (${opts.note})` : ''}`,
    baseline: opts.format(median(opts.reference)),
    ratio: `${spread(ratios, (r) => r.toFixed(2))}×`,
    target: opts.target,
    pass: opts.pass(medianRatio, opts.measured),
  };
}

/** A row with an absolute target and no reference (e.g. a Lighthouse score): the reference cell says why. */
export function absoluteRow(opts: {
  what: string;
  measured: number[];
  format: (value: number) => string;
  baseline: string;
  target: string;
  pass: (measured: number[]) => boolean;
}): Row {
  return {
    what: opts.what,
    measured: spread(opts.measured, opts.format),
    baseline: opts.baseline,
    ratio: '—',
    target: opts.target,
    pass: opts.pass(opts.measured),
  };
}
