import type { ReactNode } from 'react';
import type { SocialProvider } from '@latchkey/kernel';

/** The providers' names, as their brands write them (not translated). */
export const PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
};

// Drawn here (no image request leaves the page, a strict Content-Security-Policy allows them).
// Marks in one colour use `currentColor`, so they follow the light and dark themes.
const MARKS: Readonly<Record<SocialProvider, { viewBox: string; body: ReactNode }>> = {
  google: {
    viewBox: '0 0 48 48',
    body: (
      <>
        <path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z" />
        <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
        <path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z" />
        <path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z" />
      </>
    ),
  },
  x: {
    viewBox: '0 0 24 24',
    body: <path fill="currentColor" d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z" />,
  },
  discord: {
    viewBox: '0 0 24 24',
    body: (
      <>
        <rect width="24" height="24" rx="6" fill="#5865F2" />
        <path
          fill="#ffffff"
          fillRule="evenodd"
          d="M17.6 7.3a13 13 0 0 0-3.3-1l-.4.8a12 12 0 0 0-3.8 0l-.4-.8a13 13 0 0 0-3.3 1C4.3 10.4 3.8 13.4 4 16.4a13 13 0 0 0 4 2l.9-1.4a8 8 0 0 1-1.4-.7l.3-.3a9.4 9.4 0 0 0 8.4 0l.3.3c-.4.3-.9.5-1.4.7l.9 1.4a13 13 0 0 0 4-2c.3-3.5-.6-6.5-2.4-9.1zM9.4 14.6c-.8 0-1.4-.7-1.4-1.6s.6-1.6 1.4-1.6 1.4.7 1.4 1.6-.6 1.6-1.4 1.6zm5.2 0c-.8 0-1.4-.7-1.4-1.6s.6-1.6 1.4-1.6 1.4.7 1.4 1.6-.6 1.6-1.4 1.6z"
        />
      </>
    ),
  },
  farcaster: {
    viewBox: '0 0 24 24',
    body: (
      <>
        <rect width="24" height="24" rx="6" fill="#855DCD" />
        <path fill="#ffffff" d="M6.5 5.5h11v13h-2.2v-5.6a3.3 3.3 0 0 0-6.6 0v5.6H6.5z" />
      </>
    ),
  },
  github: {
    viewBox: '0 0 24 24',
    body: (
      <path
        fill="currentColor"
        d="M12 .297c-6.63 0-12 5.373-12 12 0 5.303 3.438 9.8 8.205 11.385.6.113.82-.258.82-.577 0-.285-.01-1.04-.015-2.04-3.338.724-4.042-1.61-4.042-1.61C4.422 18.07 3.633 17.7 3.633 17.7c-1.087-.744.084-.729.084-.729 1.205.084 1.838 1.236 1.838 1.236 1.07 1.835 2.809 1.305 3.495.998.108-.776.417-1.305.76-1.605-2.665-.3-5.466-1.332-5.466-5.93 0-1.31.465-2.38 1.235-3.22-.135-.303-.54-1.523.105-3.176 0 0 1.005-.322 3.3 1.23.96-.267 1.98-.399 3-.405 1.02.006 2.04.138 3 .405 2.28-1.552 3.285-1.23 3.285-1.23.645 1.653.24 2.873.12 3.176.765.84 1.23 1.91 1.23 3.22 0 4.61-2.805 5.625-5.475 5.92.42.36.81 1.096.81 2.22 0 1.606-.015 2.896-.015 3.286 0 .315.21.69.825.57C20.565 22.092 24 17.592 24 12.297c0-6.627-5.373-12-12-12"
      />
    ),
  },
  apple: {
    viewBox: '0 0 24 24',
    body: (
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.9-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8zM14.1 5.8c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z"
      />
    ),
  },
  facebook: {
    viewBox: '0 0 24 24',
    body: (
      <>
        <circle cx="12" cy="12" r="12" fill="#1877F2" />
        <path fill="#ffffff" d="M15.12 8.07h-1.6c-.63 0-.76.26-.76.92v1.39h2.36l-.23 2.36h-2.13V20h-3.04v-7.26H8.1v-2.36h1.62V8.66c0-2.08 1.1-3.17 3.56-3.17h1.84z" />
      </>
    ),
  },
};

/** A provider's mark (decoration: the button it sits in carries the name). */
export function ProviderIcon({ provider, size = 24 }: { provider: SocialProvider; size?: number }) {
  const mark = MARKS[provider];
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={mark.viewBox} width={size} height={size} aria-hidden="true" focusable="false">
      {mark.body}
    </svg>
  );
}

/** Three dots: "more providers". */
export function MoreIcon({ size = 24 }: { size?: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </svg>
  );
}
