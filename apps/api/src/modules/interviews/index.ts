export { InterviewService } from './service';
export { agreedInterviewAttachment, interviewIcs } from './calendar';
