import { describe, expect, it } from 'vitest';
import { sectionOf } from './CandidateDashboard';

describe('sectionOf', () => {
  it('names the section of each address, Profile by default', () => {
    expect(sectionOf('/dashboard/candidate')).toBe('profile');
    expect(sectionOf('/dashboard/candidate/')).toBe('profile');
    expect(sectionOf('/dashboard/candidate/offers')).toBe('offers');
    expect(sectionOf('/dashboard/candidate/offers/')).toBe('offers');
    expect(sectionOf('/dashboard/candidate/interviews')).toBe('interviews');
    expect(sectionOf('/dashboard/candidate/messages')).toBe('messages');
    expect(sectionOf('/dashboard/candidate/documents')).toBe('documents');
  });
});
