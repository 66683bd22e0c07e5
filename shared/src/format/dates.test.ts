import {
  formatDay,
  formatIndiaDate,
  formatIndiaDateNumeric,
  formatIndiaDateTime,
  indiaCalendar,
  indiaDay,
  indiaDayPlus,
  indiaHour,
  indiaTimeOn,
} from './dates';

// India's midnight is 18:30 UTC the evening before.
const LAST_SECOND_OF_30_NOV = '2026-11-30T18:29:59Z';
const FIRST_SECOND_OF_1_DEC = '2026-11-30T18:30:00Z';

describe("India's day", () => {
  it('turns at 18:30 UTC, not at UTC midnight', () => {
    expect(indiaDay(LAST_SECOND_OF_30_NOV)).toBe('2026-11-30');
    expect(indiaDay(FIRST_SECOND_OF_1_DEC)).toBe('2026-12-01');
    expect(indiaDay(new Date('2026-11-30T23:59:59Z'))).toBe('2026-12-01');
  });

  it('rolls over months and years, and knows leap days', () => {
    expect(indiaCalendar('2026-12-31T18:29:59Z')).toEqual({ year: 2026, month: 12, day: 31, hour: 23 });
    expect(indiaCalendar('2026-12-31T18:30:00Z')).toEqual({ year: 2027, month: 1, day: 1, hour: 0 });
    // The financial year starts on 1 April in India while it is still 31 March in UTC.
    expect(indiaCalendar('2027-03-31T18:30:00Z')).toEqual({ year: 2027, month: 4, day: 1, hour: 0 });
    expect(indiaDay('2028-02-28T18:30:00Z')).toBe('2028-02-29');
  });

  it('counts days ahead on India’s calendar', () => {
    expect(indiaDayPlus(0, LAST_SECOND_OF_30_NOV)).toBe('2026-11-30');
    expect(indiaDayPlus(1, LAST_SECOND_OF_30_NOV)).toBe('2026-12-01');
    expect(indiaDayPlus(1, FIRST_SECOND_OF_1_DEC)).toBe('2026-12-02');
    expect(indiaDayPlus(1, '2026-12-31T18:30:00Z')).toBe('2027-01-02');
    expect(indiaDayPlus(2, '2028-02-28T18:30:00Z')).toBe('2028-03-02');
    expect(indiaDayPlus(-1, FIRST_SECOND_OF_1_DEC)).toBe('2026-11-30');
  });

  it("tells the hour in India, 0 to 23 (what 'not between 9 pm and 9 am' needs)", () => {
    expect(indiaHour('2026-11-30T03:29:59Z')).toBe(8);
    expect(indiaHour('2026-11-30T03:30:00Z')).toBe(9);
    expect(indiaHour('2026-11-30T15:30:00Z')).toBe(21);
    expect(indiaHour(FIRST_SECOND_OF_1_DEC)).toBe(0);
  });

  it('is today and now by default', () => {
    jest.useFakeTimers({ now: new Date(FIRST_SECOND_OF_1_DEC) });
    try {
      expect(indiaDay()).toBe('2026-12-01');
      expect(indiaDayPlus(3)).toBe('2026-12-04');
      expect(indiaHour()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('is the same whatever zone the machine is set to', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(new Date(FIRST_SECOND_OF_1_DEC).getDate()).toBe(30);
      expect(indiaDay(FIRST_SECOND_OF_1_DEC)).toBe('2026-12-01');
      expect(formatIndiaDate(FIRST_SECOND_OF_1_DEC)).toBe('1 Dec 2026');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("writes a time of a day in India as an instant with India's offset", () => {
    expect(indiaTimeOn('2026-12-01')).toBe('2026-12-01T00:00:00+05:30');
    expect(indiaTimeOn('2026-12-31', '23:59:59')).toBe('2026-12-31T23:59:59+05:30');
    expect(new Date(indiaTimeOn('2026-12-01')).toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(indiaDay(indiaTimeOn('2026-12-01'))).toBe('2026-12-01');
  });
});

describe("texts in India's time", () => {
  it('writes the day India had at the moment', () => {
    expect(formatIndiaDate(LAST_SECOND_OF_30_NOV)).toBe('30 Nov 2026');
    expect(formatIndiaDate(FIRST_SECOND_OF_1_DEC)).toBe('1 Dec 2026');
    expect(formatIndiaDateNumeric(FIRST_SECOND_OF_1_DEC)).toBe('1/12/2026');
    expect(formatIndiaDateTime('2026-11-27T08:35:00Z')).toBe('27 Nov 2026, 2:05 pm');
    expect(formatIndiaDateTime(LAST_SECOND_OF_30_NOV)).toBe('30 Nov 2026, 11:59 pm');
  });

  it('writes them in Hindi on a Hindi page', () => {
    expect(formatIndiaDate(FIRST_SECOND_OF_1_DEC, 'hi-IN')).toBe('1 दिस॰ 2026');
    expect(formatIndiaDateTime('2026-11-27T08:35:00Z', 'hi-IN')).toBe('27 नव॰ 2026, 2:05 pm');
  });

  it('writes a calendar day as it is, with no zone to shift it', () => {
    expect(formatDay('2026-11-30')).toBe('30 Nov 2026');
    expect(formatDay('2026-12-01', 'hi-IN')).toBe('1 दिस॰ 2026');
  });
});
