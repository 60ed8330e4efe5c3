export { Money, type MoneyProps } from './money';
export { formatMoney, minorUnitDigits } from './format-money';
export { minorToInput, parseMajorAmount } from './major-amount';
