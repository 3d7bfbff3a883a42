import './styles.css';

/** Resolves once the page as it arrived has been painted; at once in a tab out of sight, which paints nothing. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

const drawn = document.getElementById('root')?.hasChildNodes() ?? false;
// A page the server drew (the landing page, a signed-in screen) is painted before any more code is asked for, so
// that code does not hold back its first paint on a slow network; an empty page asks for the app at once.
if (drawn) await afterFirstPaint();
// The landing page the server drew runs no app, only its few moving parts; every other page is the app.
if (drawn && window.location.pathname === '/') await import('./features/landing/landing-islands');
else await import('./main');
