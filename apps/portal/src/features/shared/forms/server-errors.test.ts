import { ApiError } from '@bayti/data/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setServerErrors } from './server-errors';

const refused = (fields?: Record<string, string>) =>
  new ApiError({ status: 400, code: 'validation', message: 'Invalid input', fields });

/** A form element stand-in: records which invalid field it was asked for and focuses it. */
function fakeForm() {
  const focus = vi.fn();
  const querySelector = vi.fn(() => ({ focus }));
  return { form: { querySelector } as unknown as HTMLElement, querySelector, focus };
}

describe('setServerErrors', () => {
  beforeEach(() => vi.stubGlobal('requestAnimationFrame', (callback: () => void) => callback()));
  afterEach(() => vi.unstubAllGlobals());

  it('sets each field the server refused, in its words, and focuses the first invalid field', () => {
    const setError = vi.fn();
    const { form, querySelector, focus } = fakeForm();
    const set = setServerErrors(
      setError,
      refused({ email: 'Email already registered', name: 'Enter your name' }),
      { form },
    );
    expect(set).toEqual(['email', 'name']);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Email already registered' }],
      ['name', { type: 'server', message: 'Enter your name' }],
    ]);
    expect(querySelector).toHaveBeenCalledWith('[aria-invalid="true"]');
    expect(focus).toHaveBeenCalledOnce();
  });

  it('shows a field in the reader’s language when given a translation', () => {
    const setError = vi.fn();
    setServerErrors(setError, refused({ phone: 'Enter a valid phone number' }), {
      translate: (field) => `ar:${field}`,
    });
    expect(setError).toHaveBeenCalledWith('phone', { type: 'server', message: 'ar:phone' });
  });

  it('sets nothing and moves no focus for a failure that belongs to no field', () => {
    const setError = vi.fn();
    const { form, focus } = fakeForm();
    expect(setServerErrors(setError, refused(), { form })).toEqual([]);
    expect(setServerErrors(setError, new TypeError('Failed to fetch'), { form })).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
    expect(focus).not.toHaveBeenCalled();
  });
});
