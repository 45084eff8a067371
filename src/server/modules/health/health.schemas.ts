import { z } from 'zod';
import { answers } from '../../lib/answers.ts';

const health = z.object({
  status: z.enum(['ok', 'stopping', 'unavailable']),
  database: z.enum(['pglite', 'postgres']).optional(),
});

export const healthAnswers = answers({ 200: health, 503: health.describe('Stopping, or the database does not answer') });
