export { linkReplacement, pipelineColumnsOf, recordReturn } from './open';
export { RefundCaseService } from './service';
