import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { invalid, type FieldProblem } from '@registry/domain/shared/domain-error';

/** class-validator constraint → message code of spec §5 (and the parameters the message needs). */
/**
 * class-validator reports a constraint's limits only inside its English default message
 * ("… must be shorter than or equal to 100 characters", "… one of the following values: a, b"),
 * so the limits are read back from there to fill our own localized messages.
 */
function limitsOf(constraint: string, error: ValidationError): Record<string, number | string | string[]> {
  const message = error.constraints?.[constraint] ?? '';
  const number = /(-?\d+(?:\.\d+)?)(?!.*\d)/.exec(message)?.[1];
  if (constraint === 'isIn' || constraint === 'isEnum') {
    return {
      allowed: (/following values: (.*)$/.exec(message)?.[1] ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    };
  }
  if (['minLength', 'min', 'arrayMinSize'].includes(constraint)) return { min: number ?? '' };
  if (['maxLength', 'max', 'arrayMaxSize'].includes(constraint)) return { max: number ?? '' };
  return {};
}

function problemOf(constraint: string, field: string, error: ValidationError): FieldProblem {
  const args = {
    ...limitsOf(constraint, error),
    ...((error.contexts?.[constraint] as { params?: Record<string, number | string> } | undefined)?.params ?? {}),
  };
  const map: Record<string, FieldProblem> = {
    isDefined: { code: 'validation.required', field },
    isNotEmpty: { code: 'validation.required', field },
    isString: { code: 'validation.text', field },
    isInt: { code: 'validation.integer', field },
    isNumber: { code: 'validation.number', field },
    isBoolean: { code: 'validation.boolean', field },
    isEmail: { code: 'validation.email', field },
    isUUID: { code: 'validation.id', field },
    isUuid: { code: 'validation.id', field }, // class-validator 0.15's name for the same constraint
    isArray: { code: 'validation.list', field },
    isObject: { code: 'validation.object', field },
    isDateString: { code: 'validation.date', field },
    isISO8601: { code: 'validation.date', field },
    isIso8601: { code: 'validation.date', field }, // class-validator 0.15's name for the same constraint
    whitelistValidation: { code: 'validation.unknown-field', field },
    nestedValidation: { code: 'validation.object', field },
    unknownValue: { code: 'validation.object', field: field || 'body' },
    matches: { code: 'validation.format', field },
    minLength: { code: 'validation.text-min', field, params: { min: args.min ?? '' } },
    maxLength: { code: 'validation.text-max', field, params: { max: args.max ?? '' } },
    min: { code: 'validation.number-min', field, params: { min: args.min ?? '' } },
    max: { code: 'validation.number-max', field, params: { max: args.max ?? '' } },
    arrayMaxSize: { code: 'validation.list-max', field, params: { max: args.max ?? '' } },
    isIn: { code: 'validation.one-of', field, params: { allowed: (args.allowed as string[]) ?? [] } },
    isEnum: { code: 'validation.one-of', field, params: { allowed: (args.allowed as string[]) ?? [] } },
  };
  return map[constraint] ?? { code: typeof args.code === 'string' ? args.code : 'validation.invalid', field };
}

/** The constraints a field's one message is about, in this order when several fail. */
const FIRST_SAID = ['isDefined', 'isNotEmpty', 'isInt', 'isNumber', 'isString', 'isBoolean', 'isArray', 'isObject'];

function flatten(errors: ValidationError[], parent = ''): FieldProblem[] {
  const out: FieldProblem[] = [];
  for (const error of errors) {
    const field = /^\d+$/.test(error.property) ? `${parent}[${error.property}]` : parent ? `${parent}.${error.property}` : error.property;
    const constraints = Object.keys(error.constraints ?? {});
    // One message per field: "required" says it all when the value is missing, and a value of the
    // wrong kind is named as such before any bound (`?version=1e+308` reads "1e 308", not a number:
    // "must be a whole number", not "must be at least 0").
    const first = FIRST_SAID.find((constraint) => constraints.includes(constraint)) ?? constraints[0];
    if (first) out.push(problemOf(first, field, error));
    if (error.children?.length) out.push(...flatten(error.children, field));
  }
  return out;
}

/**
 * A body that must be an object (a DTO's) but is a list, a number, a string or null is one
 * problem, `validation.object` at the body: validated item by item, a list of 100,000 numbers
 * would cost a second and name 100,000 problems.
 */
class RegistryValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const notAnObject = value !== undefined && (value === null || typeof value !== 'object' || Array.isArray(value));
    if (metadata.type === 'body' && notAnObject && this.toValidate(metadata)) throw invalid({ code: 'validation.object', field: 'body' });
    return super.transform(value, metadata);
  }
}

/**
 * Every DTO is validated here: unknown fields are refused (not silently dropped), types are
 * converted only where a DTO says so, and each problem names its field with a message code.
 */
export function registryValidationPipe(expectedType?: new () => object): ValidationPipe {
  return new RegistryValidationPipe({
    expectedType,
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    stopAtFirstError: false,
    exceptionFactory: (errors) => invalid(flatten(errors)),
  });
}

/**
 * A custom constraint whose failure is reported with our message `code` (the pipe reads it from
 * the context). It needs a non-empty default message: class-validator attaches a constraint's
 * context only when its message is truthy.
 */
export function validationRule(
  name: string,
  code: string,
  validate: (value: unknown, args?: ValidationArguments) => boolean,
  options?: ValidationOptions,
) {
  return ValidateBy({ name, validator: { validate, defaultMessage: () => code } }, { ...options, context: { params: { code } } });
}
