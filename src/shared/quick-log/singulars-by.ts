/**
 * A plural rule from endings to replace (and prefixes to drop, such as the Arabic article): a word and each form
 * left with at least two letters. Two words are the same noun when their forms meet.
 */
export function singularsBy(endings: [string, string][], prefixes: string[] = []): (word: string) => string[] {
  return (word) => {
    const bases = [word, ...prefixes.filter((prefix) => word.startsWith(prefix)).map((p) => word.slice(p.length))];
    const forms = new Set<string>();
    for (const base of bases) {
      forms.add(base);
      for (const [ending, replacement] of endings) {
        if (base.endsWith(ending) && base.length - ending.length >= 2) {
          forms.add(base.slice(0, base.length - ending.length) + replacement);
        }
      }
    }
    return [...forms].filter((form) => form.length >= 2);
  };
}
