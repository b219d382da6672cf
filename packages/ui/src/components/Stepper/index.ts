export {
  Stepper,
  stepStates,
  stepperOrientations,
  type StepperProps,
  type StepperStep,
  type StepState,
} from './Stepper';
