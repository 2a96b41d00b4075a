export { NationalityChip, type NationalityChipProps } from './NationalityChip';
