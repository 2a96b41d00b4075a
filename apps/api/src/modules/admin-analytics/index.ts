export { groupCondition } from './groups';
