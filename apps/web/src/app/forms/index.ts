export { useWrite, settle, type WriteResult } from './write';
export { applyServerErrors, failureOf, type PlacedErrors, type ServerErrorsOptions } from './serverErrors';
export { useApiForm, type ApiFormOptions, type FieldProps } from './useApiForm';
export { moneyText } from './money';
export { FormFailure, SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { controlled } from './controlled';
