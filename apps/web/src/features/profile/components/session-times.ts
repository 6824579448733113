import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';

// Both plugins read dayjs's global locale, which follows the interface language (lib/i18n).
dayjs.extend(localizedFormat);
dayjs.extend(relativeTime);

/** "Jul 3, 2026 9:41 AM" in the interface language. */
export const formatDateTime = (iso: string) => dayjs(iso).format('lll');

/** "5 minutes ago"; never "in a few seconds" when the server's clock is a little ahead of this one. */
export const formatRelative = (iso: string, now = Date.now()) => dayjs(Math.min(Date.parse(iso), now)).from(now);
