export { Checkbox, checkboxStates, type CheckboxProps } from './Checkbox';
