import { z } from 'zod';
import { answers, noContent } from '#server/lib/http/answers.js';
import { monitoredAdminServiceAnswer } from '../status/index.ts';

export const adminServiceListAnswers = answers({ 200: z.array(monitoredAdminServiceAnswer) });
export const adminServiceAnswers = answers({ 200: monitoredAdminServiceAnswer });
export const adminServiceCreatedAnswers = answers({ 201: monitoredAdminServiceAnswer });
export const adminServiceRemovedAnswers = answers({ 204: noContent });
