import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';

// dayjs's global locale follows the interface language (lib/i18n).
dayjs.extend(localizedFormat);

/** "07/03/2026 9:41 AM" in the interface language (short, so all seven columns fit beside the sidebar); '—' where the storage keeps no such time (S3). */
export const formatFileTime = (iso: string | null) => (iso ? dayjs(iso).format('L LT') : '—');
