import './styles.css';

/** Resolves once the page as it arrived has been painted; at once in a tab out of sight, which paints nothing. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

// A page the server drew (the landing page, a signed-in boxes screen) is painted before the app's code is asked
// for, so that code does not hold back its first paint on a slow network; an empty page asks for it at once.
if (document.getElementById('root')?.hasChildNodes()) await afterFirstPaint();
await import('./main');
