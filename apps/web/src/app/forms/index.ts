export { useWrite, useSubmit, formValues, type WriteResult } from './write';
export { applyServerErrors, failureOf, type PlacedErrors, type ServerErrorsOptions } from './serverErrors';
export { useApiForm, type ApiFormOptions, type FieldProps } from './useApiForm';
export { FormFailure, SubmitButton, type SubmitButtonProps } from './SubmitButton';
