import { z } from 'zod';
import { answers } from '#server/lib/http/answers.js';

export const inquiryReceivedAnswers = answers({ 201: z.object({ id: z.string(), message: z.string() }) });
