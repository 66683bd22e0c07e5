/** The shop's calendar and clock: India's, whatever zone the reader's device is set to. */
const IN_INDIA: Intl.DateTimeFormatOptions = { timeZone: 'Asia/Kolkata' };

/** A moment as a day in India: '27 Nov 2026' ('27 नव॰ 2026' in 'hi-IN'). */
export function formatIndiaDate(at: string | Date, intlLocale = 'en-IN'): string {
  return new Date(at).toLocaleDateString(intlLocale, { ...IN_INDIA, day: 'numeric', month: 'short', year: 'numeric' });
}

/** A moment with its time in India: '27 Nov 2026, 2:05 pm'. */
export function formatIndiaDateTime(at: string | Date, intlLocale = 'en-IN'): string {
  return new Date(at).toLocaleString(intlLocale, {
    ...IN_INDIA,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
