export { RadioGroup, Radio, radioGroupOrientations, type RadioGroupProps, type RadioProps } from './Radio';
