export { DateTime, type DateTimeProps } from './date-time';
export { formatDateTime, type DateTimeFormat, type FormatDateTimeOptions } from './format-date-time';
