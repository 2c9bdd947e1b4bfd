import { describe, expect, it } from 'vitest';
import { currentUserSchema } from '@market/domain';
import { apiAnswer, apiError, fixture } from './api-fixture.ts';
import { testUser } from './users.ts';

describe('test fixtures through the server schemas (decision 0181)', () => {
  it('fails a fixture the server could not send, naming the field', () => {
    const { staff: _staff, ...withoutStaff } = testUser();
    expect(() => fixture(currentUserSchema, withoutStaff as never)).toThrow(/staff/);
  });

  it('answers a fixture as JSON, and an error with its code and status', async () => {
    const answer = apiAnswer(currentUserSchema, testUser(), 201);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ userId: 'demo-buyer' });
    const error = apiError('ITEM_DELETED', 'Gone.');
    expect(error.status).toBe(410);
    expect(await error.json()).toEqual({ code: 'ITEM_DELETED', message: 'Gone.' });
  });
});
