/** A Remix Icon by name (e.g. 'home-2-line'), as the route meta names them. */
export default function RemixIcon({ name, size = 18, className }: { name: string; size?: number; className?: string }) {
  return (
    <i
      className={`ri-${name}${className ? ` ${className}` : ''}`}
      aria-hidden="true"
      style={{ fontSize: size, lineHeight: 1, display: 'inline-flex', alignItems: 'center' }}
    />
  );
}
