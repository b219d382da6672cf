export {
  CardForm,
  cardFormStates,
  cardFormFields,
  type CardFormProps,
  type CardFormState,
  type CardFormField,
  type CardFormValues,
} from './CardForm';
export { cardBrand, cardBrandNames, type CardBrand } from './CardForm.format';
