import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useFormats } from '../../../lib/formats.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** "5 minutes ago" / "vor 5 Minuten" / "5 минут назад", in the largest unit that fits. */
function relative(seconds: number, locale: string): string {
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (seconds < MINUTE) return words.format(0, 'second');
  if (seconds < HOUR) return words.format(-Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return words.format(-Math.floor(seconds / HOUR), 'hour');
  return words.format(-Math.floor(seconds / DAY), 'day');
}

/** The time now, moving on every minute, so "2 minutes ago" does not stay on screen for an hour. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE * 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * How long ago, for the last week, and the date before that; the exact time on hover. A server clock a little
 * ahead of this one never gives "in a few seconds".
 */
export function NotificationTime({ iso }: { iso: string }) {
  const formats = useFormats();
  const now = useNow();
  const seconds = Math.max(0, (now - Date.parse(iso)) / 1000);
  return (
    <Text component="time" dateTime={iso} title={formats.dateTime(iso)} size="xs" c="dimmed">
      {seconds < WEEK ? relative(seconds, formats.locale) : formats.date(iso)}
    </Text>
  );
}
