import { afterAll } from 'vitest';
import { restoreRealTime } from './test-clock';

// A worker runs many test files over one module graph: time moved by one file ends with it.
afterAll(restoreRealTime);
