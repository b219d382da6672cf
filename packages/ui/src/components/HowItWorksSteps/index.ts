export { HowItWorksSteps } from './HowItWorksSteps';
