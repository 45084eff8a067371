import { z } from 'zod';
import { answers } from '../../lib/answers.ts';

export const inquiryReceivedAnswers = answers({ 201: z.object({ id: z.string(), message: z.string() }) });
