export { IconButton, iconButtonSizes, iconButtonTones, type IconButtonProps } from './IconButton';
