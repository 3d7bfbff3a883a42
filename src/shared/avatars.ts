/** The 20 avatars a user can pick in Settings. */
export const AVATARS = [
  '😀',
  '😎',
  '🤓',
  '🥳',
  '😇',
  '🤠',
  '🧑‍🚀',
  '🦸',
  '🧙',
  '🐱',
  '🐶',
  '🦊',
  '🐼',
  '🐨',
  '🦁',
  '🐸',
  '🦉',
  '🐙',
  '🌻',
  '🚀',
] as const;
export type Avatar = (typeof AVATARS)[number];
