/**
 * Property-based tests of the shared field verifier (§5): for any typed text and any rule the
 * platform sends, the answer is "fine" or one of the field's two messages, and it follows the
 * rule's flags, lengths and pattern.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PATTERNS,
  LOGIN_FIELDS,
  REGISTRATION_FIELDS,
  verifyConfirmPassword,
  verifyField,
  verifyForm,
  type FieldRule,
  type VerifiedField,
} from './verifier.ts';
import en from '../../locales/en.json' with { type: 'json' };

const FIELDS: readonly VerifiedField[] = [...REGISTRATION_FIELDS, ...LOGIN_FIELDS];
const field = fc.constantFrom(...FIELDS);
const rule: fc.Arbitrary<FieldRule> = fc.record(
  {
    enabled: fc.boolean(),
    required: fc.boolean(),
    // Platforms send patterns as text, and some of them do not compile.
    pattern: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('^\\d+$', '^[a-z]{2,5}$', '(', '[', '\\p{L}+')),
    minLength: fc.integer({ min: 0, max: 10 }),
    maxLength: fc.integer({ min: 0, max: 30 }),
  },
  { requiredKeys: ['enabled', 'required'] },
);
const blank = fc.stringMatching(/^[ \t\n\r]*$/);
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }), blank);

describe('the shared verifier, for any input', () => {
  it('answers null or the field’s own required/format message, which exists in EN', () => {
    fc.assert(
      fc.property(field, text, rule, (f, value, r) => {
        const result = verifyField(f, value, r);
        if (result === null) return;
        expect([`verify.${f}.required`, `verify.${f}.format`]).toContain(result);
        expect(en).toHaveProperty([result]);
      }),
    );
  });

  it('checks nothing on a field that is not enabled', () => {
    fc.assert(
      fc.property(field, text, rule, (f, value, r) => {
        expect(verifyField(f, value, { ...r, enabled: false })).toBeNull();
      }),
    );
  });

  it('an empty or blank value is "required" when the field is required and fine when it is not', () => {
    fc.assert(
      fc.property(field, blank, rule, (f, value, r) => {
        expect(verifyField(f, value, { ...r, enabled: true })).toBe(r.required ? `verify.${f}.required` : null);
      }),
    );
  });

  it('surrounding spaces never change the answer', () => {
    fc.assert(
      fc.property(field, text, blank, blank, rule, (f, value, before, after, r) => {
        expect(verifyField(f, before + value + after, r)).toBe(verifyField(f, value, r));
      }),
    );
  });

  it('a value longer than the rule’s maximum or shorter than its minimum is a format error', () => {
    fc.assert(
      fc.property(
        field,
        fc
          .string({ minLength: 1, maxLength: 40 })
          .map((s) => s.trim())
          .filter(Boolean),
        fc.integer({ min: 0, max: 30 }),
        (f, value, limit) => {
          const r: FieldRule = { enabled: true, required: true, pattern: '.*' };
          if (value.length > limit) expect(verifyField(f, value, { ...r, maxLength: limit })).toBe(`verify.${f}.format`);
          if (value.length < limit) expect(verifyField(f, value, { ...r, minLength: limit })).toBe(`verify.${f}.format`);
        },
      ),
    );
  });

  it('a platform pattern is followed when it compiles; one that does not is ignored, never thrown', () => {
    fc.assert(
      fc.property(
        field,
        fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s && s !== ''),
        fc.string({ maxLength: 12 }),
        (f, value, pattern) => {
          let compiled: RegExp | undefined;
          try {
            compiled = new RegExp(pattern, 'u');
          } catch {
            compiled = undefined;
          }
          const result = verifyField(f, value, { enabled: true, required: true, pattern });
          // An empty pattern is no pattern: the default one applies.
          if (compiled && pattern) expect(result).toBe(compiled.test(value) ? null : `verify.${f}.format`);
          else expect(result).toBe(DEFAULT_PATTERNS[f].test(value) ? null : `verify.${f}.format`);
        },
      ),
    );
  });

  it('the default patterns accept what they describe', () => {
    const samples: Partial<Record<VerifiedField, fc.Arbitrary<string>>> = {
      username: fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{3,15}$/),
      paymentPassword: fc.stringMatching(/^\d{6}$/),
      mobileNum: fc.stringMatching(/^\d{6,20}$/),
      qqNum: fc.stringMatching(/^\d{5,12}$/),
      affiliateCode: fc.stringMatching(/^[A-Za-z0-9]{3,20}$/),
      // A letter, a digit and printable ASCII around them, 6 to 20 in all.
      password: fc
        .tuple(fc.stringMatching(/^[A-Za-z]$/), fc.stringMatching(/^\d$/), fc.stringMatching(/^[\x21-\x7e]{4,18}$/))
        .map(([a, d, rest]) => rest.slice(0, 9) + a + d + rest.slice(9)),
    };
    for (const [f, arbitrary] of Object.entries(samples) as [VerifiedField, fc.Arbitrary<string>][]) {
      fc.assert(
        fc.property(arbitrary, (value) => {
          expect(verifyField(f, value), `${f} ${value}`).toBeNull();
        }),
      );
    }
  });
});

describe('the whole form and the confirm password', () => {
  it('reports an error for exactly the fields that fail, and focuses the first of them in form order', () => {
    const subset = fc.subarray([...REGISTRATION_FIELDS], { minLength: 1 });
    fc.assert(
      fc.property(
        subset,
        fc.array(text, { minLength: REGISTRATION_FIELDS.length, maxLength: REGISTRATION_FIELDS.length }),
        fc.array(rule, { minLength: REGISTRATION_FIELDS.length, maxLength: REGISTRATION_FIELDS.length }),
        (order, texts, rules) => {
          const values = Object.fromEntries(REGISTRATION_FIELDS.map((f, i) => [f, texts[i]!]));
          const rulesByField = Object.fromEntries(REGISTRATION_FIELDS.map((f, i) => [f, rules[i]!]));
          const { errors, firstInvalid } = verifyForm(values, rulesByField, order);
          const failing = order.filter((f) => verifyField(f, values[f]!, rulesByField[f]) !== null);
          expect(Object.keys(errors).sort()).toEqual([...failing].sort());
          expect(firstInvalid).toBe(failing[0]);
        },
      ),
    );
  });

  it('the confirm password passes exactly when it equals a non-empty entry', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (password, confirm) => {
        const result = verifyConfirmPassword(password, confirm);
        if (confirm === '') expect(result).toBe('in_incorrect_password');
        else expect(result).toBe(confirm === password ? null : 'in_confirmation_correct');
        expect(verifyConfirmPassword(password, password)).toBe(password === '' ? 'in_incorrect_password' : null);
      }),
    );
  });
});
