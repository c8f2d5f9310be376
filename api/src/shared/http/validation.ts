import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { invalid, type FieldProblem } from '../errors/domain-error.js';

/** class-validator constraint → message code of spec §5 (and the parameters the message needs). */
function problemOf(constraint: string, field: string, error: ValidationError): FieldProblem {
  const args = (error.contexts?.[constraint] as { params?: Record<string, number | string> } | undefined)?.params ?? {};
  const map: Record<string, FieldProblem> = {
    isDefined: { code: 'validation.required', field },
    isNotEmpty: { code: 'validation.required', field },
    isString: { code: 'validation.text', field },
    isInt: { code: 'validation.integer', field },
    isNumber: { code: 'validation.number', field },
    isBoolean: { code: 'validation.boolean', field },
    isEmail: { code: 'validation.email', field },
    isUUID: { code: 'validation.id', field },
    isArray: { code: 'validation.list', field },
    isObject: { code: 'validation.object', field },
    isDateString: { code: 'validation.date', field },
    isISO8601: { code: 'validation.date', field },
    whitelistValidation: { code: 'validation.unknown-field', field },
    nestedValidation: { code: 'validation.object', field },
    unknownValue: { code: 'validation.object', field: field || 'body' },
    matches: { code: 'validation.format', field },
    minLength: { code: 'validation.text-min', field, params: { min: args.min ?? '' } },
    maxLength: { code: 'validation.text-max', field, params: { max: args.max ?? '' } },
    min: { code: 'validation.number-min', field, params: { min: args.min ?? '' } },
    max: { code: 'validation.number-max', field, params: { max: args.max ?? '' } },
    arrayMaxSize: { code: 'validation.list-max', field, params: { max: args.max ?? '' } },
    isIn: { code: 'validation.one-of', field, params: { allowed: (args.allowed as unknown as string[]) ?? [] } },
    isEnum: { code: 'validation.one-of', field, params: { allowed: (args.allowed as unknown as string[]) ?? [] } },
  };
  return map[constraint] ?? { code: (args.code as string | undefined) ?? 'validation.invalid', field, params: args };
}

function flatten(errors: ValidationError[], parent = ''): FieldProblem[] {
  const out: FieldProblem[] = [];
  for (const error of errors) {
    const field = /^\d+$/.test(error.property) ? `${parent}[${error.property}]` : parent ? `${parent}.${error.property}` : error.property;
    const constraints = Object.keys(error.constraints ?? {});
    // One message per field: "required" says it all when the value is missing.
    const first = constraints.includes('isDefined') ? 'isDefined' : constraints.includes('isNotEmpty') ? 'isNotEmpty' : constraints[0];
    if (first) out.push(problemOf(first, field, error));
    if (error.children?.length) out.push(...flatten(error.children, field));
  }
  return out;
}

/**
 * Every DTO is validated here: unknown fields are refused (not silently dropped), types are
 * converted only where a DTO says so, and each problem names its field with a message code.
 */
export function registryValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    stopAtFirstError: false,
    exceptionFactory: (errors) => invalid(flatten(errors)),
  });
}
