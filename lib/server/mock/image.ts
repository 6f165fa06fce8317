import 'server-only';

/** An inline SVG placeholder image: the mock answers need no network and no files. */
export function placeholderImage(label: string, hue: number, width = 200, height = 120): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + `<rect width="100%" height="100%" fill="hsl(${hue % 360},60%,55%)"/>`
    + `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(height / 4)}" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const avatarImage = (name: string): string => placeholderImage(name.slice(0, 1).toUpperCase(), name.charCodeAt(0) * 37, 64, 64);
