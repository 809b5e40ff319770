import { useId } from 'react';

/**
 * Trilha's mark: a trail winding up through three stations, the journey of Design Thinking.
 * Same drawing as web/public/logo.svg (the favicon and app icons): change both together.
 */
export function LogoMark({ size = 32 }: { size?: number }) {
  // Two marks on one page (or a test) must not share the gradient's id.
  const gradient = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label="Trilha">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8B5CF6" />
          <stop offset="1" stopColor="#6D28D9" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradient})`} />
      <path
        d="M14 48 C 27 48, 19 32, 32 32 S 37 16, 50 16"
        fill="none"
        stroke="#fff"
        strokeWidth="4.5"
        strokeLinecap="round"
      />
      <g stroke="#fff" strokeWidth="2.5">
        <circle cx="14" cy="48" r="5" fill="#F59E0B" />
        <circle cx="32" cy="32" r="5" fill="#10B981" />
        <circle cx="50" cy="16" r="5" fill="#EF4444" />
      </g>
    </svg>
  );
}
