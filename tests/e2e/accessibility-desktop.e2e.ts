import { describeAxeOnPublicPages } from './public-pages-axe.ts';

describeAxeOnPublicPages({ width: 1440, height: 900 });
