import { answers, nonJson } from '#server/lib/http/answers.js';

/** The answers of what other sites embed: a page and an image, documented by their media types. */
export const embedPageAnswers = answers({ 200: nonJson('A page of the services and their status, without scripts', 'text/html') });
export const badgeAnswers = answers({ 200: nonJson('An SVG badge of the overall status', 'image/svg+xml') });
