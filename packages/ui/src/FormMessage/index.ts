export { FormMessage, type FormMessageProps } from './FormMessage';
