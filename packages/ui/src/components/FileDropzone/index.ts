export { FileDropzone, fileDropzoneStates, type DropzoneItem, type FileDropzoneProps } from './FileDropzone';
export { fileTileStates } from './FileDropzoneTile';
export { imageTypes, rejectionReasons, type FileRejection } from './fileDropzoneRules';
