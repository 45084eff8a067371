import { z } from 'zod';
import { answers } from '#server/lib/http/answers.js';

export const clickRecordedAnswers = answers({ 201: z.object({ recorded: z.literal(true) }) });
