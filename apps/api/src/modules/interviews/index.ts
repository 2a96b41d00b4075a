export { InterviewService } from './service';
export { calendarOrganizer, interviewAttachment, interviewIcs } from './calendar';
