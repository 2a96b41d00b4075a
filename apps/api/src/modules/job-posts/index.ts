export { jobPostRoutes } from './routes';
export { notifyMatches } from './matches';
export { latestApplication } from './read';
