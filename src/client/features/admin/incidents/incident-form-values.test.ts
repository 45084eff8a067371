import { describe, expect, it } from 'vitest';
import { wallTimeValue } from '#client/lib/business-time.ts';
import { issuesByField, localToIso, maintenanceErrors, messageError, titleError } from './incident-form-values.ts';

describe('incident form checks', () => {
  it('uses the server messages for title and message', () => {
    expect(titleError('  ')).toBe('Enter a title.');
    expect(titleError('ab ')).toBe('The title must be at least 3 characters.');
    expect(titleError('x'.repeat(141))).toBe('The title must be at most 140 characters.');
    expect(titleError('Claims down')).toBeUndefined();
    expect(messageError(' \n ')).toBe('Enter a message for this update.');
    expect(messageError('Fixed.')).toBeUndefined();
  });
});

describe('maintenance form checks', () => {
  // 9 a.m. in Alberta (the provider's zone in tests), whatever zone the tests run in.
  const now = new Date('2026-06-15T15:00:00Z');
  const base = { title: 'Router upgrade', description: '', serviceIds: ['s1'], startsAt: '2026-06-15T22:00', endsAt: '2026-06-15T23:30' };

  it('accepts a window ahead and sends it as ISO instants, read in the provider’s zone', () => {
    expect(maintenanceErrors(base, now)).toEqual({});
    expect(localToIso('2026-06-15T22:00')).toBe('2026-06-16T04:00:00.000Z');
    expect(wallTimeValue(new Date('2026-01-05T14:03:00Z'))).toBe('2026-01-05T07:03');
  });

  it('names each problem on its field', () => {
    expect(maintenanceErrors({ ...base, endsAt: '2026-06-15T21:00' }, now)).toEqual({ endsAt: 'The end must be after the start.' });
    expect(maintenanceErrors({ ...base, startsAt: '2026-06-14T07:00', endsAt: '2026-06-14T08:00' }, now)).toEqual({ endsAt: 'The end must be in the future.' });
    expect(maintenanceErrors({ ...base, title: '', serviceIds: [], startsAt: '', endsAt: '' }, now)).toEqual({
      title: 'Enter a title.',
      serviceIds: 'Choose at least one affected service.',
      startsAt: 'Enter a valid start date and time.',
      endsAt: 'Enter a valid end date and time.',
    });
  });

  it('reads field messages from a 400 answer', () => {
    const body = JSON.stringify({
      message: 'x',
      issues: [
        { path: 'serviceIds', message: 'Gone.' },
        { path: 'other', message: 'y' },
      ],
    });
    expect(issuesByField(body, ['title', 'serviceIds'])).toEqual({ serviceIds: 'Gone.' });
    expect(issuesByField('not json', ['title'])).toEqual({});
  });
});
