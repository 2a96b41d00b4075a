import { describe, expect, it } from 'vitest';
import {
  PIPELINE_ENTRY_STATUSES,
  PIPELINE_STATUS_OF_POSITION_TAB,
  POSITION_LIST_STATUSES,
  PIPELINE_TRANSITIONS,
  canMovePipeline,
  employerPipelineQuerySchema,
  fieldErrorsFromIssues,
  percentOf,
  purchasePlanBodySchema,
  updatePipelineBodySchema,
} from '.';

const fieldsOf = (result: { error?: { issues: Parameters<typeof fieldErrorsFromIssues>[0] } }) =>
  fieldErrorsFromIssues(result.error?.issues ?? []);

describe('pipeline moves', () => {
  it('names the missing interview date and time', () => {
    const result = updatePipelineBodySchema.safeParse({ status: 'interview' });
    expect(fieldsOf(result)).toEqual({
      interviewDate: 'Choose the interview date',
      interviewTime: 'Choose the interview time',
    });
  });

  it('names the missing selection type and date, and a malformed date', () => {
    expect(fieldsOf(updatePipelineBodySchema.safeParse({ status: 'selected' }))).toEqual({
      selectionType: 'Choose a selection type',
      selectionDate: 'Choose the selection date',
    });
    expect(
      fieldsOf(
        updatePipelineBodySchema.safeParse({
          status: 'selected',
          selectionType: 'Direct',
          selectionDate: '12/10/2026',
        }),
      ),
    ).toEqual({ selectionDate: 'Use YYYY-MM-DD' });
  });

  it('accepts complete moves and refuses fields that belong to another status', () => {
    expect(
      updatePipelineBodySchema.parse({
        status: 'interview',
        interviewDate: '2026-12-01',
        interviewTime: '09:30',
      }),
    ).toEqual({ status: 'interview', interviewDate: '2026-12-01', interviewTime: '09:30' });
    expect(
      updatePipelineBodySchema.safeParse({ status: 'hired', interviewDate: '2026-12-01' }).success,
    ).toBe(false);
    expect(updatePipelineBodySchema.safeParse({ status: 'archived' }).success).toBe(false);
  });

  it('leaves hired only by a return, ends at replaced, and lets a rejected candidate back', () => {
    for (const to of PIPELINE_ENTRY_STATUSES)
      expect(canMovePipeline('hired', to)).toBe(to === 'returned');
    for (const to of PIPELINE_ENTRY_STATUSES)
      expect(canMovePipeline('returned', to)).toBe(to === 'replaced');
    for (const to of PIPELINE_ENTRY_STATUSES) expect(canMovePipeline('replaced', to)).toBe(false);
    expect(canMovePipeline('rejected', 'shortlisted')).toBe(true);
    expect(canMovePipeline('shortlisted', 'hired')).toBe(false);
    // Only an accepted offer hires (offers.ts).
    expect(canMovePipeline('selected', 'hired')).toBe(false);
    expect(Object.keys(PIPELINE_TRANSITIONS)).toEqual([...PIPELINE_ENTRY_STATUSES]);
  });

  it('maps every position-list tab to a pipeline status (Returns lists returned workers)', () => {
    expect(POSITION_LIST_STATUSES.map((tab) => PIPELINE_STATUS_OF_POSITION_TAB[tab])).toEqual([
      'shortlisted',
      'interview',
      'selected',
      'hired',
      'returned',
      'rejected',
      'replaced',
    ]);
  });

  it('asks a return and a replacement for their dates', () => {
    expect(
      updatePipelineBodySchema.safeParse({ status: 'returned' }).error?.issues[0]?.message,
    ).toBe('Choose the return date');
    expect(
      updatePipelineBodySchema.safeParse({ status: 'replaced', replacedOn: '2026-11-01' }).success,
    ).toBe(true);
  });
});

describe('pipeline query', () => {
  it('needs a date field with a date range, and an ordered range', () => {
    expect(fieldsOf(employerPipelineQuerySchema.safeParse({ from: '2026-01-01' }))).toEqual({
      dateField: 'Choose interview or selection date',
    });
    expect(
      fieldsOf(
        employerPipelineQuerySchema.safeParse({
          dateField: 'interview',
          from: '2026-02-01',
          to: '2026-01-01',
        }),
      ),
    ).toEqual({ to: 'The end date must not be before the start date' });
  });

  it('defaults to ascending, one page of up to 100 rows', () => {
    expect(employerPipelineQuerySchema.parse({})).toEqual({ order: 'asc', page: 1, pageSize: 100 });
  });
});

describe('analytics percent', () => {
  it('is the floor of the share of viewed, 0 of nothing, at most 100', () => {
    expect(percentOf(284, 1247)).toBe(22);
    expect(percentOf(156, 1247)).toBe(12);
    expect(percentOf(42, 1247)).toBe(3);
    expect(percentOf(2, 3)).toBe(66);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(4, 3)).toBe(100);
  });
});

describe('plans', () => {
  it('are bought by plan id only', () => {
    expect(purchasePlanBodySchema.parse({ planId: 'premium' })).toEqual({ planId: 'premium' });
    expect(purchasePlanBodySchema.safeParse({ planId: 'gold' }).success).toBe(false);
    expect(purchasePlanBodySchema.safeParse({ planId: 'basic', amount: 1 }).success).toBe(false);
  });
});
