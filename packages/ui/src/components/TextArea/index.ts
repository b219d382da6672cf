export { TextArea, textAreaCountStates, type TextAreaProps } from './TextArea';
