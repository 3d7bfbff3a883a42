/** Calls `run` once `ms` have passed without a new call, with the last arguments given. */
export function debounce<A extends unknown[]>(run: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => run(...args), ms);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
