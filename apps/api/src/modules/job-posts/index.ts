export { jobPostRoutes } from './routes';
export { notifyMatches } from './matches';
export { latestApplication, shownApplication } from './read';
