import type { Db } from '#server/db/open.js';
import { createAttemptLimiter } from '#server/lib/security/attempt-limiter.js';
import type { Clock } from '#server/lib/time/clock.js';

/**
 * How many messages subscribers can make the board send on their say-so (a test message when a
 * channel is added, a code texted to a number), counted in the database so every instance
 * shares the counts. Each attempt counts before it is made, so failed and refused ones count
 * too: nobody probes addresses, or runs up the SMS bill, by retrying.
 */
export const CHANNEL_TEST_LIMITS = { perSubscriptionPerHour: 10, installationPerHour: 200 } as const;
export const SMS_LIMITS = { perSubscriptionPerHour: 3, perSubscriptionPerDay: 8, installationPerHour: 60, installationPerDay: 300 } as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const CHANNEL_LIMIT_MESSAGES = {
  subscription: 'You have sent several test messages from these alerts in the last hour.',
  installation: 'The status board has sent many test messages in the last hour.',
  smsSubscription: 'We have already sent several text messages for these alerts.',
  smsInstallation: 'The status board has sent as many text messages as it may for now.',
} as const;

type LimitDeps = { db: Db; clock: Clock };

/**
 * Counts one test message for a subscription, or refuses with 429 and when to try again. The
 * subscription's count comes first: the limiter stops at the first one over, so one subscriber
 * hammering at their limit does not use up everyone's.
 */
export async function reserveChannelTest(deps: LimitDeps, subscriptionId: string): Promise<void> {
  await createAttemptLimiter(deps).consume(
    {
      key: `channel-test:subscription:${subscriptionId}`,
      limit: CHANNEL_TEST_LIMITS.perSubscriptionPerHour,
      windowMs: HOUR_MS,
      message: CHANNEL_LIMIT_MESSAGES.subscription,
    },
    { key: 'channel-test:all', limit: CHANNEL_TEST_LIMITS.installationPerHour, windowMs: HOUR_MS, message: CHANNEL_LIMIT_MESSAGES.installation },
  );
}

/**
 * Counts one text message a subscriber's action sends (a confirmation code, a test message)
 * against the subscription's and the whole installation's hourly and daily allowance, or
 * refuses with 429. Call it right before handing the text to the SMS provider.
 */
export async function reserveSmsSend(deps: LimitDeps, subscriptionId: string): Promise<void> {
  await createAttemptLimiter(deps).consume(
    {
      key: `sms:subscription:${subscriptionId}:hour`,
      limit: SMS_LIMITS.perSubscriptionPerHour,
      windowMs: HOUR_MS,
      message: CHANNEL_LIMIT_MESSAGES.smsSubscription,
    },
    {
      key: `sms:subscription:${subscriptionId}:day`,
      limit: SMS_LIMITS.perSubscriptionPerDay,
      windowMs: DAY_MS,
      message: CHANNEL_LIMIT_MESSAGES.smsSubscription,
    },
    { key: 'sms:all:hour', limit: SMS_LIMITS.installationPerHour, windowMs: HOUR_MS, message: CHANNEL_LIMIT_MESSAGES.smsInstallation },
    { key: 'sms:all:day', limit: SMS_LIMITS.installationPerDay, windowMs: DAY_MS, message: CHANNEL_LIMIT_MESSAGES.smsInstallation },
  );
}
