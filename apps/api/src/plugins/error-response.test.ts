import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { toErrorResponse } from './error-response';

describe('toErrorResponse', () => {
  it('answers an AppError with its code, message, fields and Retry-After', () => {
    const response = toErrorResponse(
      new AppError('rate_limited', 'forms.tooMany', undefined, { retryAfterSeconds: 42 }),
    );
    expect(response).toMatchObject({
      status: 429,
      headers: { 'retry-after': '42' },
      body: {
        error: {
          code: 'rate_limited',
          message: 'Too many submissions from your network. Please wait a while and try again.',
          messageId: 'forms.tooMany',
        },
      },
      unexpected: false,
    });
  });

  it('names fields from zod issues, unknown keys included', () => {
    const error = {
      validation: [
        {
          keyword: 'invalid_format',
          instancePath: '/email',
          schemaPath: '',
          message: 'Enter a valid email',
          params: {},
        },
        {
          keyword: 'unrecognized_keys',
          instancePath: '/',
          schemaPath: '',
          message: 'Unrecognized key: "x"',
          params: { keys: ['x', 'y'] },
        },
        {
          keyword: 'invalid_type',
          instancePath: '/working_days/monday',
          schemaPath: '',
          message: 'Expected boolean',
          params: {},
        },
      ],
    };
    expect(toErrorResponse(error)).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'validation',
          message: 'Please check the highlighted fields.',
          fields: {
            email: 'Enter a valid email',
            x: 'Unrecognized key: "x"',
            y: 'Unrecognized key: "x"',
            'working_days.monday': 'Expected boolean',
          },
        },
      },
    });
  });

  it('uses a form-level message as the headline', () => {
    const error = {
      validation: [
        {
          keyword: 'custom',
          instancePath: '',
          schemaPath: '',
          message: 'No changes detected to save.',
          params: {},
        },
      ],
    };
    expect(toErrorResponse(error).body.error).toMatchObject({
      message: 'No changes detected to save.',
      messageId: 'validation.noChanges',
    });
    expect(toErrorResponse(error, 'ar').body.error.message).toBe('لا توجد تغييرات لحفظها.');
  });

  it("answers in the caller's language, with the message id and its values", () => {
    const error = new AppError(
      'validation',
      'upload.tooLarge',
      { size: '5 MB' },
      {
        fields: { file: { id: 'upload.tooLarge', params: { size: '5 MB' } } },
      },
    );
    expect(toErrorResponse(error, 'ar').body).toEqual({
      error: {
        code: 'validation',
        message: 'حجم الملف أكبر من 5 MB.',
        fields: { file: 'حجم الملف أكبر من 5 MB.' },
        messageId: 'upload.tooLarge',
        params: { size: '5 MB' },
      },
    });
    expect(toErrorResponse(error, 'en').body.error.message).toBe('The file is larger than 5 MB.');
  });

  it('hides the details of an unexpected error', () => {
    const response = toErrorResponse(
      new TypeError("Cannot read properties of undefined (reading 'id')"),
    );
    expect(response).toEqual({
      status: 500,
      headers: {},
      body: {
        error: {
          code: 'internal',
          message: 'Something went wrong. Please try again.',
          messageId: 'error.internal',
        },
      },
      unexpected: true,
    });
  });

  it("keeps a framework error's 4xx status with a fixed message", () => {
    const response = toErrorResponse({ statusCode: 405, message: 'internal wording' });
    expect(response.status).toBe(405);
    expect(JSON.stringify(response.body)).not.toContain('internal wording');
  });

  it('survives things that are not errors at all', () => {
    expect(toErrorResponse(undefined).status).toBe(500);
    expect(toErrorResponse('a string').status).toBe(500);
  });
});
