import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZOD_DEFAULT_MESSAGE } from '#tests/support/zod-default-message.ts';

/*
 * Every limit in every shared schema speaks to a person (docs/product/limits.md). This walks each
 * exported schema, breaks each field of an object schema in the ways a form or an API caller
 * can (empty, far too long, out of range, fractional, unknown choice, far too many items) and
 * fails on any message that is zod's own wording.
 */
const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts', '../server/modules/**/*schemas.ts'], { eager: true });

const BAD_VALUES: unknown[] = ['', ' ', 'x'.repeat(100_000), 'not a value', -1, 0, 1.5, 2 ** 31, 1e15, -1e15, Array.from({ length: 5000 }, () => 'x'), ['']];

type AnySchema = z.ZodType;

/** The object schema under optional, nullable, default, pipe and transform wrappers, if any. */
function objectOf(schema: AnySchema): z.ZodObject | null {
  let current: unknown = schema;
  for (let depth = 0; depth < 10; depth++) {
    if (current instanceof z.ZodObject) return current;
    const def = (current as { def?: { type?: string; innerType?: unknown; in?: unknown; schema?: unknown } }).def;
    if (!def) return null;
    current = def.innerType ?? def.in ?? def.schema;
    if (!current) return null;
  }
  return null;
}

function schemasOf(): [string, AnySchema][] {
  const found: [string, AnySchema][] = [];
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      // Answers are what the server writes, not what a person types: only requests are walked.
      if (value instanceof z.ZodType && !/Answers?$/.test(name)) found.push([`${file.replace(/^(\.\.\/|\.\/)/, '')}:${name}`, value]);
    }
  }
  return found;
}

describe('shared schemas', () => {
  const schemas = schemasOf();

  it('are found (the walk sees them)', () => {
    expect(schemas.length).toBeGreaterThan(20);
  });

  it('never answer a broken field with a default validator message', () => {
    const raw = new Set<string>();
    let tried = 0;
    for (const [name, schema] of schemas) {
      const object = objectOf(schema);
      const targets: [string, (bad: unknown) => unknown][] = object
        ? Object.keys(object.shape).map((field) => [field, (bad) => ({ [field]: bad })])
        : [['(value)', (bad) => bad]];
      for (const [field, build] of targets) {
        for (const bad of BAD_VALUES) {
          tried++;
          const result = schema.safeParse(build(bad));
          if (result.success) continue;
          for (const issue of result.error.issues) {
            if (object && issue.path[0] !== field) continue;
            if (ZOD_DEFAULT_MESSAGE.test(issue.message)) raw.add(`${name}.${field} = ${JSON.stringify(bad).slice(0, 20)}: ${issue.message}`);
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(500);
    expect([...raw]).toEqual([]);
  });
});
