export { SiteLayout } from './layout/SiteLayout';
export { HomePage } from './home/HomePage';
export { NotFoundPage } from './NotFoundPage';
