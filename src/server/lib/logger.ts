import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.ts';

/**
 * The one logger of the server, used by start-up and by Fastify. Its error serializer keeps
 * values people typed out of the logs: a failing query's parameters (drizzle puts them in the
 * error's message and stack), PostgreSQL's `detail` ("Failing row contains (...)", "Key (...)=(...)")
 * and the value PostgreSQL quotes when it cannot parse one.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'logPretty'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    serializers: { err: errorWithoutValues },
    ...(config.logPretty && !destination ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}

const HIDDEN = '[hidden]';
const UNPARSABLE_VALUE = /(invalid input (?:syntax|value) for (?:type|enum) [^:]+: )"[^"]*"/g;

export function errorWithoutValues(err: unknown): unknown {
  const serialized = stdSerializers.err(err as Error) as unknown;
  if (!serialized || typeof serialized !== 'object') return serialized;
  const out = serialized as Record<string, unknown>;
  const paramTexts = parameterTextsOf(err);
  for (const key of ['message', 'stack'] as const) {
    if (typeof out[key] === 'string') out[key] = redact(out[key], paramTexts);
  }
  if ('params' in out) out.params = HIDDEN;
  if ('detail' in out) out.detail = HIDDEN;
  if ('parameters' in out) out.parameters = HIDDEN;
  return out;
}

/** How drizzle wrote each failing query's parameters into its message, along the cause chain. */
function parameterTextsOf(err: unknown): string[] {
  const texts: string[] = [];
  for (let current = err, depth = 0; current && typeof current === 'object' && depth < 10; depth++) {
    const params = (current as { params?: unknown }).params;
    if (Array.isArray(params) && params.length > 0) texts.push(`params: ${String(params)}`);
    current = (current as { cause?: unknown }).cause;
  }
  return texts;
}

function redact(text: string, paramTexts: string[]): string {
  let result = text;
  for (const params of paramTexts) result = result.split(params).join(`params: ${HIDDEN}`);
  return result.replace(UNPARSABLE_VALUE, `$1"${HIDDEN}"`);
}
