import dayjs from 'dayjs';

/** Spec §9: notification times read DD-MM-YYYY HH:MM, in the viewer's own time zone. */
export const formatSentTime = (iso: string | null) => (iso ? dayjs(iso).format('DD-MM-YYYY HH:mm') : '—');
