import { describeAxeOnPublicPages } from './public-pages-axe.ts';

describeAxeOnPublicPages({ width: 375, height: 740 });
