/**
 * Deterministic images for stories: inline SVGs, so no story depends on the network and every
 * screenshot renders the same pixels. Not exported from the package.
 */
const svg = (body: string, width = 160, height = 160) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

/** A portrait placeholder: head and shoulders on a warm background. */
export function portrait(background: string, skin: string, clothes: string): string {
  return svg(
    `<rect width="160" height="160" fill="${background}"/>` +
      `<circle cx="80" cy="62" r="30" fill="${skin}"/>` +
      `<path d="M28 160c4-36 26-56 52-56s48 20 52 56z" fill="${clothes}"/>`,
  );
}

export const portraits = {
  amina: portrait('#f5efe5', '#8d5a3b', '#0f5e57'),
  maria: portrait('#e9f5f3', '#c68e6a', '#b4512b'),
  grace: portrait('#fdf1ec', '#5c3a27', '#1c5aa3'),
  priya: portrait('#ebf3fc', '#a8704e', '#933f20'),
};

/** Simplified flags (three bands or a field) for nationality chips and cards. */
export const flags = {
  philippines: svg(
    '<rect width="30" height="10" fill="#0038a8"/><rect y="10" width="30" height="10" fill="#ce1126"/><path d="M0 0l13 10L0 20z" fill="#fff"/>',
    30,
    20,
  ),
  uganda: svg(
    '<rect width="30" height="20" fill="#000"/><rect y="3.3" width="30" height="3.3" fill="#fcdc04"/><rect y="6.6" width="30" height="3.4" fill="#d90000"/><rect y="13.3" width="30" height="3.4" fill="#fcdc04"/><rect y="16.7" width="30" height="3.3" fill="#d90000"/><circle cx="15" cy="10" r="3.5" fill="#fff"/>',
    30,
    20,
  ),
  kenya: svg(
    '<rect width="30" height="20" fill="#fff"/><rect width="30" height="6" fill="#000"/><rect y="7" width="30" height="6" fill="#b00"/><rect y="14" width="30" height="6" fill="#060"/>',
    30,
    20,
  ),
  sriLanka: svg(
    '<rect width="30" height="20" fill="#ffbe29"/><rect x="2" y="2" width="26" height="16" fill="#8d2029"/>',
    30,
    20,
  ),
  india: svg(
    '<rect width="30" height="20" fill="#fff"/><rect width="30" height="6.7" fill="#f93"/><rect y="13.3" width="30" height="6.7" fill="#128807"/><circle cx="15" cy="10" r="2.5" fill="none" stroke="#008" stroke-width="0.8"/>',
    30,
    20,
  ),
  indonesia: svg(
    '<rect width="30" height="10" fill="#ce1126"/><rect y="10" width="30" height="10" fill="#fff"/>',
    30,
    20,
  ),
};

/** A company logo placeholder: initials on a rounded square. */
export function logo(initials: string, background = '#0f5e57'): string {
  return svg(
    `<rect width="160" height="160" rx="24" fill="${background}"/><text x="80" y="98" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>`,
  );
}
