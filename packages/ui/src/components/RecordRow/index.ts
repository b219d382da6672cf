export { RecordRow, type RecordFact, type RecordRowProps } from './RecordRow';
