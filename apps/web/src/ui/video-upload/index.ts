export { useVideoSource } from './use-video-source';
export { ResponseTitleInput, VideoResponseSource } from './video-response-source';
export { VideoSourceChoice, type VideoSourceKind } from './video-source-choice';
export { VideoUpload } from './video-upload';
