export { FileUpload, isFileAccepted, type FileUploadProps, type FileRejection } from './FileUpload';
