import { describe, expect, it } from 'vitest';
import { compactMaintenanceWindow, maintenanceWindowWords } from './maintenance-window-words.ts';
import { catalogueWords } from './time-words.ts';
import frenchTime from './i18n/catalogues/fr-CA/time.json' with { type: 'json' };

const ALBERTA = 'America/Edmonton';
const window = (startsAt: string, endsAt: string) => ({ startsAt, endsAt });

// Tuesday, December 1, 2026, 11 a.m. in Alberta (UTC-6 all year since 2026-11-01).
const NOW = new Date('2026-12-01T17:00:00Z');
const TONIGHT = window('2026-12-02T00:00:00Z', '2026-12-02T04:00:00Z'); // 6 to 10 p.m.
const LATE = window('2026-12-02T02:00:00Z', '2026-12-02T06:00:00Z'); // 8 p.m. to midnight
const OVERNIGHT = window('2026-12-02T04:00:00Z', '2026-12-02T08:00:00Z'); // 10 p.m. to 2 a.m.

const words = (w: ReturnType<typeof window>, viewerZone: string, now: Date | undefined = NOW) =>
  maintenanceWindowWords(w, { timeZone: ALBERTA, viewerZone, now }).text;

describe('maintenanceWindowWords', () => {
  it('writes the provider’s time alone for a viewer in Alberta, and for one whose clock reads the same (Regina)', () => {
    for (const viewer of [ALBERTA, 'America/Regina']) {
      expect(words(TONIGHT, viewer)).toBe('Tonight 6:00 to 10:00 p.m. MDT');
      expect(words(LATE, viewer)).toBe('Tonight 8:00 p.m. to midnight MDT');
      expect(words(OVERNIGHT, viewer)).toBe('Tonight 10:00 p.m. to tomorrow 2:00 a.m. MDT');
      expect(maintenanceWindowWords(TONIGHT, { timeZone: ALBERTA, viewerZone: viewer, now: NOW }).viewer).toBeNull();
    }
  });

  it('adds the viewer’s own time in Ontario, naming a day only where it is not Alberta’s', () => {
    expect(words(TONIGHT, 'America/Toronto')).toBe('Tonight 6:00 to 10:00 p.m. MDT (7:00 to 11:00 p.m. EST, your time)');
    expect(words(LATE, 'America/Toronto')).toBe('Tonight 8:00 p.m. to midnight MDT (9:00 p.m. to tomorrow 1:00 a.m. EST, your time)');
    expect(words(OVERNIGHT, 'America/Toronto')).toBe('Tonight 10:00 p.m. to tomorrow 2:00 a.m. MDT (11:00 p.m. to tomorrow 3:00 a.m. EST, your time)');
    // In summer Ontario is two hours ahead, and 10 p.m. in Alberta is midnight there.
    const summer = window('2027-07-07T00:00:00Z', '2027-07-07T04:00:00Z');
    expect(words(summer, 'America/Toronto', new Date('2027-07-06T17:00:00Z'))).toBe('Tonight 6:00 to 10:00 p.m. MDT (8:00 p.m. to midnight EDT, your time)');
  });

  it('adds the viewer’s own time in British Columbia (UTC-7 all year)', () => {
    const words_ = maintenanceWindowWords(TONIGHT, { timeZone: ALBERTA, viewerZone: 'America/Vancouver', now: NOW });
    expect(words_).toEqual({
      provider: 'Tonight 6:00 to 10:00 p.m. MDT',
      viewer: '5:00 to 9:00 p.m. PDT',
      text: 'Tonight 6:00 to 10:00 p.m. MDT (5:00 to 9:00 p.m. PDT, your time)',
    });
  });

  it('names the viewer’s day when it is another one than the provider’s', () => {
    expect(words(OVERNIGHT, 'America/St_Johns')).toBe('Tonight 10:00 p.m. to tomorrow 2:00 a.m. MDT (tomorrow 12:30 to 4:30 a.m. NST, your time)');
  });

  it('says today, tomorrow, or the date further away, and the year only when it is another one', () => {
    const morning = window('2026-12-01T15:00:00Z', '2026-12-01T16:30:00Z'); // 9 to 10:30 a.m. today
    expect(words(morning, ALBERTA)).toBe('Today 9:00 to 10:30 a.m. MDT');
    expect(words(window('2026-12-02T17:00:00Z', '2026-12-02T19:30:00Z'), ALBERTA)).toBe('Tomorrow 11:00 a.m. to 1:30 p.m. MDT');
    expect(words(window('2026-12-05T00:00:00Z', '2026-12-05T04:00:00Z'), ALBERTA)).toBe('Fri, Dec 4, 6:00 to 10:00 p.m. MDT');
    expect(words(window('2027-01-05T00:00:00Z', '2027-01-05T04:00:00Z'), ALBERTA)).toBe('Mon, Jan 4, 2027, 6:00 to 10:00 p.m. MDT');
    expect(words(window('2026-12-05T04:00:00Z', '2026-12-06T14:00:00Z'), ALBERTA)).toBe('Fri, Dec 4, 10:00 p.m. to Sun, Dec 6, 8:00 a.m. MDT');
    // Under way since last night.
    expect(words(window('2026-12-01T04:00:00Z', '2026-12-01T19:00:00Z'), ALBERTA)).toBe('Yesterday 10:00 p.m. to today 1:00 p.m. MDT');
  });

  it('writes dates with their year when there is no today to count from (feeds)', () => {
    expect(maintenanceWindowWords(TONIGHT, { timeZone: ALBERTA }).text).toBe('Tue, Dec 1, 2026, 6:00 to 10:00 p.m. MDT');
  });

  describe('across Alberta’s last clock change (2026-11-01: Alberta stays on UTC-6, Ontario and Colorado fall back)', () => {
    const saturday = new Date('2026-10-31T18:00:00Z'); // noon on Saturday, Oct 31
    // Saturday 11 p.m. to Sunday 3 a.m. in Alberta, the night the others fall back at 2 a.m.
    const acrossChange = window('2026-11-01T05:00:00Z', '2026-11-01T09:00:00Z');

    it('gives each end the viewer’s zone of that moment', () => {
      expect(words(acrossChange, ALBERTA, saturday)).toBe('Tonight 11:00 p.m. to tomorrow 3:00 a.m. MDT');
      expect(words(acrossChange, 'America/Toronto', saturday)).toBe(
        'Tonight 11:00 p.m. to tomorrow 3:00 a.m. MDT (tomorrow 1:00 a.m. EDT to 4:00 a.m. EST, your time)',
      );
      // Denver reads Alberta's clock until its own falls back.
      expect(words(acrossChange, 'America/Denver', saturday)).toBe(
        'Tonight 11:00 p.m. to tomorrow 3:00 a.m. MDT (11:00 p.m. MDT to tomorrow 2:00 a.m. MST, your time)',
      );
      expect(words(acrossChange, 'America/Regina', saturday)).toBe('Tonight 11:00 p.m. to tomorrow 3:00 a.m. MDT');
      expect(words(acrossChange, 'America/Vancouver', saturday)).toBe(
        'Tonight 11:00 p.m. to tomorrow 3:00 a.m. MDT (10:00 p.m. to tomorrow 2:00 a.m. PDT, your time)',
      );
    });

    it('shows the same evening an hour closer to Ontario’s clock after the change than before', () => {
      const before = window('2026-10-30T00:00:00Z', '2026-10-30T04:00:00Z'); // Thu, Oct 29, 6 to 10 p.m.
      const after = window('2026-11-06T00:00:00Z', '2026-11-06T04:00:00Z'); // Thu, Nov 5, 6 to 10 p.m.
      expect(words(before, 'America/Toronto', new Date('2026-10-29T17:00:00Z'))).toBe('Tonight 6:00 to 10:00 p.m. MDT (8:00 p.m. to midnight EDT, your time)');
      expect(words(after, 'America/Toronto', new Date('2026-11-05T17:00:00Z'))).toBe('Tonight 6:00 to 10:00 p.m. MDT (7:00 to 11:00 p.m. EST, your time)');
      // Denver shares Alberta's clock before the change, not after.
      expect(words(before, 'America/Denver', new Date('2026-10-29T17:00:00Z'))).toBe('Tonight 6:00 to 10:00 p.m. MDT');
      expect(words(after, 'America/Denver', new Date('2026-11-05T17:00:00Z'))).toBe('Tonight 6:00 to 10:00 p.m. MDT (5:00 to 9:00 p.m. MST, your time)');
    });
  });

  it('names the zone at each end when the provider’s own clock changes inside the window', () => {
    const springForward = window('2027-03-14T06:00:00Z', '2027-03-14T08:00:00Z'); // 1 a.m. EST to 4 a.m. EDT
    expect(maintenanceWindowWords(springForward, { timeZone: 'America/Toronto', now: new Date('2027-03-13T18:00:00Z') }).text).toBe(
      'Tomorrow 1:00 a.m. EST to 4:00 a.m. EDT',
    );
  });
});

describe('compactMaintenanceWindow (the wall display)', () => {
  const compact = (w: ReturnType<typeof window>, now = NOW) => compactMaintenanceWindow(w, { timeZone: ALBERTA, now });

  it('writes upcoming windows in few words, without the zone the display shows beside its clock', () => {
    expect(compact(TONIGHT)).toBe('Tonight 6 to 10 p.m.');
    expect(compact(window('2026-12-03T00:00:00Z', '2026-12-03T04:00:00Z'))).toBe('Tomorrow 6 to 10 p.m.');
    expect(compact(window('2026-12-05T00:00:00Z', '2026-12-05T04:00:00Z'))).toBe('Fri, Dec 4, 6 to 10 p.m.');
    expect(compact(window('2026-11-29T00:00:00Z', '2026-11-29T04:00:00Z'), new Date('2026-11-25T17:00:00Z'))).toBe('Sat, Nov 28, 6 to 10 p.m.');
    expect(compact(window('2026-12-01T15:30:00Z', '2026-12-01T19:00:00Z'), new Date('2026-12-01T14:00:00Z'))).toBe('Today 9:30 a.m. to 1 p.m.');
    expect(compact(LATE)).toBe('Tonight 8 p.m. to midnight');
    expect(compact(OVERNIGHT)).toBe('Tonight 10 p.m. to tomorrow 2 a.m.');
  });

  it('says until when a window is under way', () => {
    expect(compact(TONIGHT, new Date('2026-12-02T01:00:00Z'))).toBe('Until 10 p.m.');
    expect(compact(LATE, new Date('2026-12-02T03:00:00Z'))).toBe('Until midnight');
    expect(compact(OVERNIGHT, new Date('2026-12-02T05:00:00Z'))).toBe('Until tomorrow 2 a.m.');
    expect(compact(OVERNIGHT, new Date('2026-12-02T07:00:00Z'))).toBe('Until 2 a.m.');
  });

  it('names the zone when a clock change falls between now and the window', () => {
    const afterSpringForward = window('2027-03-15T22:00:00Z', '2027-03-16T02:00:00Z'); // Mon, Mar 15, 6 to 10 p.m. EDT
    expect(compactMaintenanceWindow(afterSpringForward, { timeZone: 'America/Toronto', now: new Date('2027-03-12T17:00:00Z') })).toBe(
      'Mon, Mar 15, 6 to 10 p.m. EDT',
    );
  });
});

describe('maintenance windows in French', () => {
  const french = catalogueWords('fr-CA', frenchTime);
  const frenchWords = (w: ReturnType<typeof window>, viewerZone: string, now: Date | undefined = NOW) =>
    maintenanceWindowWords(w, { timeZone: ALBERTA, viewerZone, now, words: french }).text;

  it('writes the window on a 24-hour clock with French day words and zone names', () => {
    expect(frenchWords(window('2026-12-02T16:00:00Z', '2026-12-02T20:00:00Z'), ALBERTA)).toBe('Demain de 10 h à 14 h HAR');
    expect(frenchWords(TONIGHT, ALBERTA)).toBe('Ce soir de 18 h à 22 h HAR');
    expect(frenchWords(LATE, ALBERTA)).toBe('Ce soir de 20 h à minuit HAR');
    expect(frenchWords(OVERNIGHT, ALBERTA)).toBe('Ce soir de 22 h à demain 2 h HAR');
    expect(frenchWords(window('2026-12-01T15:00:00Z', '2026-12-01T16:30:00Z'), ALBERTA)).toBe('Aujourd’hui de 9 h à 10 h 30 HAR');
    expect(frenchWords(window('2026-12-05T04:00:00Z', '2026-12-06T14:00:00Z'), ALBERTA)).toBe('Du ven. 4 déc. 22 h au dim. 6 déc. 8 h HAR');
  });

  it('adds the reader’s own time', () => {
    expect(frenchWords(TONIGHT, 'America/Toronto')).toBe('Ce soir de 18 h à 22 h HAR (de 19 h à 23 h HNE, heure locale)');
  });

  it('writes the wall display’s compact form', () => {
    expect(compactMaintenanceWindow(TONIGHT, { timeZone: ALBERTA, now: NOW, words: french })).toBe('Ce soir de 18 h à 22 h');
    expect(compactMaintenanceWindow(OVERNIGHT, { timeZone: ALBERTA, now: new Date('2026-12-02T05:00:00Z'), words: french })).toBe('Jusqu’à demain 2 h');
    expect(compactMaintenanceWindow(LATE, { timeZone: ALBERTA, now: new Date('2026-12-02T03:00:00Z'), words: french })).toBe('Jusqu’à minuit');
  });
});
