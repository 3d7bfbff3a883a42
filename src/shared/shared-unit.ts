/** An amount with its unit after it ("12 km"), or alone when there is none. */
export function withUnit(amount: string | number, unit: string | null | undefined): string {
  return unit ? `${amount} ${unit}` : String(amount);
}

/** The unit a sum over these boxes is in: theirs when they all have the same one, else none (a bare number). */
export function sharedUnit(boxes: readonly { unit: string | null }[]): string | null {
  const units = new Set(boxes.map((box) => box.unit));
  const [unit] = units;
  return units.size === 1 && unit ? unit : null;
}
