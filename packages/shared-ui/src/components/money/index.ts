export { Money, type MoneyProps } from './money';
export { formatMoney, minorUnitDigits } from './format-money';
