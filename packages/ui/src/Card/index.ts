export { Card, type CardProps, type CardVariant } from './Card';
