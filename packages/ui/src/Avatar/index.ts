export { Avatar, initialsOf, type AvatarProps, type AvatarSize, type AvatarShape } from './Avatar';
