import { answers, nonJson } from '#server/lib/http/answers.js';

export const metricsAnswers = answers({
  200: nonJson('Prometheus text exposition format', 'text/plain; version=0.0.4'),
});
