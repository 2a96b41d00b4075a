/**
 * Monochrome marks of the social networks Bayti links to (the icon set has no brand icons).
 * They draw in currentColor, at the size of the surrounding icon box.
 */
interface IconProps {
  className?: string;
  'aria-hidden'?: boolean | 'true' | 'false';
}

function Svg({ children, ...props }: IconProps & { children: React.ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden {...props}>
      {children}
    </svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21z" />
    </Svg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6m0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2M17.1 5.8a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2" />
      <path d="M16.5 2.5h-9a5 5 0 0 0-5 5v9a5 5 0 0 0 5 5h9a5 5 0 0 0 5-5v-9a5 5 0 0 0-5-5m3.3 14a3.3 3.3 0 0 1-3.3 3.3h-9a3.3 3.3 0 0 1-3.3-3.3v-9a3.3 3.3 0 0 1 3.3-3.3h9a3.3 3.3 0 0 1 3.3 3.3z" />
    </Svg>
  );
}

export function LinkedInIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4.5 9h3v11h-3zM6 3.8a1.8 1.8 0 1 1 0 3.5 1.8 1.8 0 0 1 0-3.5M9.8 9h2.9v1.5c.4-.8 1.4-1.7 3-1.7 3.1 0 3.7 2 3.7 4.7V20h-3v-5.8c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V20h-3z" />
    </Svg>
  );
}

export function XIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.3L5.6 21h-3l7.1-8.1L2.2 3h6.3l4.3 5.7zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
    </Svg>
  );
}
