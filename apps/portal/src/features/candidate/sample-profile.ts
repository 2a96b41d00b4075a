import { sampleSelfProfile } from '@bayti/data/fixtures';

/**
 * The demo worker's stored profile (Maria Santos, as the seed gives maid@demo.bayti.ae, with her
 * phone and WhatsApp), for the unit tests and the stories.
 */
export const SAMPLE_PROFILE = sampleSelfProfile;
