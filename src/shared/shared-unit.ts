/** The unit a sum over these boxes is in: theirs when they all have the same one, else none (a bare number). */
export function sharedUnit(boxes: readonly { unit: string | null }[]): string | null {
  const units = new Set(boxes.map((box) => box.unit));
  const [unit] = units;
  return units.size === 1 && unit ? unit : null;
}
