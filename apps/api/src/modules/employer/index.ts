export { RECRUITMENT_NOT_FOUND_MESSAGE } from './recruitments-service';
