/**
 * Splits `amountMinor` in proportion to `weights` so that the parts are whole minor units and
 * add up to exactly `amountMinor` (the largest-remainder method): each part is rounded down,
 * and the units left over go one each to the parts that lost the largest fractions (ties to
 * the earlier part). No cent is created or lost. BigInt arithmetic: amount × weight can pass 2^53.
 */
export function allocate(amountMinor: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`allocate: ${amountMinor} is not a whole number of minor units`);
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) throw new RangeError('allocate: weights must be whole and not negative');
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (total === 0n) {
    if (amountMinor !== 0) throw new RangeError('allocate: nothing to allocate to');
    return weights.map(() => 0);
  }
  const sign = amountMinor < 0 ? -1n : 1n;
  const amount = BigInt(amountMinor) * sign;
  const parts = weights.map((weight) => (amount * BigInt(weight)) / total);
  const remainders = weights.map((weight, index) => ({ index, remainder: (amount * BigInt(weight)) % total }));
  let left = amount - parts.reduce((sum, part) => sum + part, 0n);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index]! += 1n;
    left -= 1n;
  }
  return parts.map((part) => Number(part * sign));
}
