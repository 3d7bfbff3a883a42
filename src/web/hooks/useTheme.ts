import { useEffect } from 'react';
import type { User } from '../../shared/schemas/user';

/** The signed-in user's theme; signed-out screens stay light. */
export function useTheme(theme: User['theme']) {
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
    document.documentElement.style.colorScheme = theme;
    return () => {
      document.documentElement.classList.remove('dark');
      document.documentElement.style.colorScheme = '';
    };
  }, [theme]);
}
