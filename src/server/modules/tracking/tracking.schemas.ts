import { z } from 'zod';
import { answers } from '../../lib/answers.ts';

export const clickRecordedAnswers = answers({ 201: z.object({ recorded: z.literal(true) }) });
