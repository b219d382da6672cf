export { Button, buttonTones, buttonSizes, type ButtonProps } from './Button';
