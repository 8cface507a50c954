// Small inline SVGs: no image request, and they inherit the text colour.
type IconProps = { size?: number };

/** The logo mark: an upward chart line inside a rounded square (practice → progress). */
export function LogoMark({ size = 30 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1d4ed8" />
      <path d="M7 22l6-6 4 4 8-9" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="25" cy="11" r="2.2" fill="#f59e0b" />
    </svg>
  );
}

/** An open book, beside the Blogs link. */
export function BlogIcon({ size = 18 }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 4h6a4 4 0 014 4v12a3 3 0 00-3-3H2z" />
      <path d="M22 4h-6a4 4 0 00-4 4v12a3 3 0 013-3h7z" />
    </svg>
  );
}

export function MenuIcon({ size = 24 }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    >
      {/* Both drawn; the open menu's stylesheet shows the cross (nav-styles.ts MenuToggle), so it changes without scripts. */}
      <path data-icon="closed" d="M4 7h16M4 12h16M4 17h16" />
      <path data-icon="open" d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function ChevronDown({ size = 16 }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}
