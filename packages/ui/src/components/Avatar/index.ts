export { Avatar, avatarSizes, initialsOf, type AvatarProps } from './Avatar';
export { DefaultAvatar } from './DefaultAvatar';
