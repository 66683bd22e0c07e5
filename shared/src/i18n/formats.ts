import { useMemo } from 'react';
import { formatDay } from '../format/size';
import { INTL_LOCALES } from './locales';
import { useLocale } from './translator';

const IN_INDIA: Intl.DateTimeFormatOptions = { timeZone: 'Asia/Kolkata' };

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
      date: (iso: string | Date) =>
        new Date(iso).toLocaleDateString(intl, { ...IN_INDIA, day: 'numeric', month: 'short', year: 'numeric' }),
      /** A moment with its time: '27 Nov 2026, 2:05 pm'. */
      dateTime: (iso: string | Date) =>
        new Date(iso).toLocaleString(intl, {
          ...IN_INDIA,
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        }),
    }),
    [intl],
  );
}
