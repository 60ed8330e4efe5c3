export { TextLink, type TextLinkProps } from './text-link';
