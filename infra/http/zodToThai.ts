import type { z } from 'zod';
import type { FieldError } from './apiError.ts';
import { th } from './messages.ts';

/** Field-level Thai messages: a schema's own message where it set one, a generic Thai one otherwise. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue): FieldError[] => {
    const field = issue.path.join('.') || '(body)';
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: [...issue.path, key].join('.'),
        message: th.unknownField(key),
      }));
    }
    if (/[\u0E00-\u0E7F]/.test(issue.message)) return [{ field, message: issue.message }];
    switch (issue.code) {
      case 'invalid_type':
        return [{ field, message: issue.input === undefined ? th.required : th.wrongType }];
      case 'too_big':
        if (issue.origin === 'number')
          return [{ field, message: th.input.numberTooLarge(Number(issue.maximum)) }];
        return [
          { field, message: typeof issue.maximum === 'number' ? th.tooLong(issue.maximum) : th.validation },
        ];
      case 'too_small':
        if (issue.origin === 'number')
          return [{ field, message: th.input.numberTooSmall(Number(issue.minimum)) }];
        return [{ field, message: th.required }];
      case 'invalid_value':
        return [{ field, message: th.invalidOption }];
      default:
        return [{ field, message: th.validation }];
    }
  });
}
