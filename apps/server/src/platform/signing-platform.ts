import { chainEvent } from './evidence/evidence-chain.ts';
import { inspectPdf } from './pdf/inspect-pdf.ts';

/**
 * The platform parts signing runs on (the PDF toolkit's inspection, the evidence chain's link), handed to the
 * signing feature by app.ts. Tests build the app with these same functions: nothing about a PDF is pretended.
 */
export const signingPlatform = { inspect: inspectPdf, chainEvent };
