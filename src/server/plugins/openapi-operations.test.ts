import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nonJson } from '../lib/http/answers.ts';
import { operationIdFor, withMediaTypes } from './openapi-operations.ts';

describe('operationIdFor', () => {
  it('reads as the method then the path in camelCase, parameters as By<Name>', () => {
    expect(operationIdFor('GET', '/api/services')).toBe('getServices');
    expect(operationIdFor('GET', '/api/services/:id/history')).toBe('getServicesByIdHistory');
    expect(operationIdFor('POST', '/api/admin/clinic-registrations/:id/resend-code')).toBe('postAdminClinicRegistrationsByIdResendCode');
    expect(operationIdFor('DELETE', '/api/alerts/channels/{id}')).toBe('deleteAlertsChannelsById');
    expect(operationIdFor('GET', '/status.atom')).toBe('getStatusAtom');
    expect(operationIdFor('GET', '/healthz')).toBe('getHealthz');
  });

  it('tells a collection from one of its items, and one method from another', () => {
    const ids = [
      operationIdFor('GET', '/api/alerts/channels'),
      operationIdFor('POST', '/api/alerts/channels'),
      operationIdFor('DELETE', '/api/alerts/channels/:id'),
      operationIdFor('POST', '/api/alerts/channels/:id/resume'),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('withMediaTypes', () => {
  it('lists an answer that is not JSON under its own media type and leaves JSON answers as they are', () => {
    const feed = nonJson('A feed', 'application/atom+xml');
    const error = z.object({ message: z.string() });
    expect(withMediaTypes({ 200: feed, '4xx': error })).toEqual({
      200: { description: 'A feed', content: { 'application/atom+xml': { schema: feed } } },
      '4xx': error,
    });
    expect(withMediaTypes(undefined)).toBeUndefined();
  });
});
