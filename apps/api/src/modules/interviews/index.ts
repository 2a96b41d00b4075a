export { InterviewService } from './service';
export { interviewAttachment, interviewIcs } from './calendar';
