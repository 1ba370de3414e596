export { useVideoSource } from './use-video-source';
export { VideoSourceChoice, type VideoSourceKind } from './video-source-choice';
export { VideoUpload } from './video-upload';
