export { StrengthMeter, type StrengthMeterProps, type StrengthTone } from './strength-meter';
