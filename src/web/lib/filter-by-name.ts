/** The boxes' name filter (boxes screen, smart notifications): case-insensitive, anywhere in the name. */
export function filterByName<T extends { name: string }>(boxes: T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  return needle ? boxes.filter((box) => box.name.toLocaleLowerCase().includes(needle)) : boxes;
}
