import { useMemo } from 'react';
import { formatDay, formatIndiaDate, formatIndiaDateTime } from '../format/dates';
import { INTL_LOCALES } from './locales';
import { useLocale } from './translator';

/**
 * Dates in the page's language, as India writes them ('27 Nov 2026', '27 नव॰ 2026'), in India's
 * time. Prices need no such hook: rupees read the same in en-IN and hi-IN (formatRupees).
 */
export function useFormatDate() {
  const intl = INTL_LOCALES[useLocale()];
  return useMemo(
    () => ({
      /** A calendar day ('2026-11-30'). */
      day: (day: string) => formatDay(day, intl),
      /** A moment, as a day: '27 Nov 2026'. */
      date: (iso: string | Date) => formatIndiaDate(iso, intl),
      /** A moment with its time: '27 Nov 2026, 2:05 pm'. */
      dateTime: (iso: string | Date) => formatIndiaDateTime(iso, intl),
    }),
    [intl],
  );
}
