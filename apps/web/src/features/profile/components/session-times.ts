import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

// The plugin reads dayjs's global locale, which follows the interface language (lib/i18n). Dates and times
// themselves come from lib/formats.ts; dayjs is kept for its "5 minutes ago" wording and thresholds.
dayjs.extend(relativeTime);

/** "5 minutes ago"; never "in a few seconds" when the server's clock is a little ahead of this one. */
export const formatRelative = (iso: string, now = Date.now()) => dayjs(Math.min(Date.parse(iso), now)).from(now);
